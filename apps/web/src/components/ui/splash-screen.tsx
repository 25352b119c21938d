import { LogoMark } from './logo';
import { Spinner } from './spinner';

/** Full-screen start-up state ('Inicializando sesión...'). */
export function SplashScreen({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-indigo-50 via-white to-violet-50">
      <div className="relative flex size-20 items-center justify-center">
        <span
          className="absolute inset-0 motion-safe:animate-ping rounded-3xl bg-indigo-400/25"
          aria-hidden="true"
        />
        <LogoMark className="relative size-16 drop-shadow-lg" />
      </div>
      <div className="flex items-center gap-3 text-indigo-700">
        <Spinner size="sm" />
        <p role="status" className="text-sm font-semibold text-slate-700">
          {label}
        </p>
      </div>
    </div>
  );
}
