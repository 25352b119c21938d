/**
 * Parses a code-hosting profile written as `github.com/username` (with or without
 * `https://`, `www.` or a trailing slash). Returns the username, or null when the shape is wrong.
 */
export function parseGithubProfile(input: string): string | null {
  const match =
    /^(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\/?$/i.exec(
      input.trim(),
    );
  return match?.[1] ?? null;
}

/** The stored form of a profile: `github.com/username`. */
export function normalizeGithubProfile(input: string): string | null {
  const username = parseGithubProfile(input);
  return username ? `github.com/${username}` : null;
}
