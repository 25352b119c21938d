import { DecisionsSection } from './decisions-section';
import { DeletionRequestsSection } from './deletion-requests-section';
import { SalesReportSection } from './sales-report-section';

/** The reports tab: deletion requests waiting for a decision, the decisions log, the sales report. */
export function ReportsTab() {
  return (
    <div className="space-y-14">
      <DeletionRequestsSection />
      <DecisionsSection />
      <SalesReportSection />
    </div>
  );
}
