import { isImageUrl } from '@vitrina/shared/projects/project-urls';
import ImageIcon from 'lucide-react/icons/image';
import ImageOff from 'lucide-react/icons/image-off';
import { useState } from 'react';
import { cn } from '../../../components/ui/cn';

/** A small preview of an image address as it is typed (decorative: the address is the content). */
export function UrlThumbnail({ src, className }: { src: string | undefined; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src?.trim() ?? '';
  const usable = url !== '' && isImageUrl(url);
  const failed = usable && failedSrc === url;
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-500 ring-1 ring-slate-200 ring-inset',
        className,
      )}
    >
      {usable && !failed ? (
        <img src={url} alt="" className="size-full object-cover" onError={() => setFailedSrc(url)} />
      ) : failed ? (
        <ImageOff className="size-4" aria-hidden="true" />
      ) : (
        <ImageIcon className="size-4" aria-hidden="true" />
      )}
    </div>
  );
}
