import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';

/** A price the form can show: a finite number within the allowed range. */
export function isShowablePrice(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= PROJECT_LIMITS.priceMax
  );
}
