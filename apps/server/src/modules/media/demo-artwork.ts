import { createHash } from 'node:crypto';

/** Words left out of the initials: "Galería de Imágenes" is GI. */
const SMALL_WORDS = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'en',
  'y',
  'a',
  'para',
  'of',
  'the',
  'and',
]);

/** Deterministic numbers from a name, so an image looks the same every time. */
function seeded(name: string): number[] {
  return [...createHash('sha256').update(name).digest()];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The artwork of a demo app: a gradient with soft shapes and the app's title. `kind` "cover" is
 * 1200x675 (the main image), "shot" is a screen-like 1280x800 capture with window chrome.
 */
export function renderDemoArtwork(name: string, title: string, kind: 'cover' | 'shot'): string {
  const bytes = seeded(name);
  const at = (i: number) => bytes[i % bytes.length] ?? 0;
  const hue = Math.round((at(0) / 255) * 360);
  const hue2 = (hue + 40 + at(1) / 4) % 360;
  const [w, h] = kind === 'cover' ? [1200, 675] : [1280, 800];
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const cx = Math.round((at(i * 3 + 2) / 255) * w);
    const cy = Math.round((at(i * 3 + 3) / 255) * h);
    const r = 60 + Math.round((at(i * 3 + 4) / 255) * 220);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="white" fill-opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  const safeTitle = escapeXml(title.slice(0, 40));
  const initials = escapeXml(
    title
      .split(/\s+/)
      .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()))
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join(''),
  );
  const body =
    kind === 'cover'
      ? `<rect x="${w / 2 - 90}" y="${h / 2 - 150}" width="180" height="180" rx="44" fill="white" fill-opacity="0.92"/>
  <text x="${w / 2}" y="${h / 2 - 35}" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="700" fill="hsl(${hue} 60% 35%)" text-anchor="middle">${initials}</text>
  <text x="${w / 2}" y="${h / 2 + 110}" font-family="Helvetica, Arial, sans-serif" font-size="54" font-weight="700" fill="white" text-anchor="middle">${safeTitle}</text>`
      : `<rect x="80" y="70" width="${w - 160}" height="${h - 140}" rx="18" fill="white" fill-opacity="0.95"/>
  <rect x="80" y="70" width="${w - 160}" height="48" rx="18" fill="hsl(${hue} 30% 92%)"/>
  <circle cx="112" cy="94" r="8" fill="#f87171"/><circle cx="138" cy="94" r="8" fill="#fbbf24"/><circle cx="164" cy="94" r="8" fill="#34d399"/>
  <text x="${w / 2}" y="102" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#334155" text-anchor="middle">${safeTitle}</text>
  <rect x="120" y="150" width="260" height="${h - 260}" rx="12" fill="hsl(${hue} 40% 94%)"/>
  ${Array.from({ length: 5 }, (_, i) => `<rect x="140" y="${180 + i * 60}" width="${160 + (at(i + 20) % 5) * 12}" height="22" rx="8" fill="hsl(${hue} 35% 80%)"/>`).join('')}
  <rect x="410" y="150" width="${w - 530}" height="200" rx="12" fill="hsl(${hue2} 70% 60%)"/>
  ${Array.from({ length: 3 }, (_, i) => `<rect x="${410 + i * ((w - 530) / 3)}" y="380" width="${(w - 530) / 3 - 20}" height="${h - 490}" rx="12" fill="hsl(${(hue + i * 30) % 360} 50% 90%)"/>`).join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${safeTitle}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 40%)"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${shapes}
  ${body}
</svg>`;
}
