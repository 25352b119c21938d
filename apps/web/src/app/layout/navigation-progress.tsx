import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-indigo-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-gradient-to-r from-indigo-600 to-violet-600" />
    </div>
  );
}
