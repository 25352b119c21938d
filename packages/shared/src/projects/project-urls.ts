/** True for an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Owner and repository of a GitHub repository URL (https://github.com/owner/repo), or null. */
export function parseRepositoryUrl(value: string): { owner: string; repo: string } | null {
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  if (!/^(www\.)?github\.com$/i.test(url.hostname)) return null;
  const match = /^\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([\w.-]{1,100}?)(?:\.git)?\/?$/.exec(url.pathname);
  if (!match?.[1] || !match[2] || match[2] === '.' || match[2] === '..') return null;
  return { owner: match[1], repo: match[2] };
}

/** A path to an image this server hosts (`/media/...`), accepted wherever an image URL is. */
export function isMediaPath(value: string): boolean {
  return /^\/media\/[\w-]+(\/[\w.-]+)+$/.test(value) && !value.includes('..');
}

export const isImageUrl = (value: string): boolean => isHttpUrl(value) || isMediaPath(value);
