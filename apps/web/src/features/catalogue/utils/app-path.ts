/** The part of an app's address that names it: the slug when it has one, else the id. */
export function appPathKey(project: { id: string; slug?: string | null }): string {
  return project.slug || project.id;
}

/** The app page of a project (/app/{slug or id}). */
export function appPath(project: { id: string; slug?: string | null }): string {
  return `/app/${encodeURIComponent(appPathKey(project))}`;
}

/** The public page of a developer's apps. */
export function developerAppsPath(developerId: string): string {
  return `/developer/${encodeURIComponent(developerId)}/apps`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Developer ids are UUIDs; anything else in the address is not worth asking the server about. */
export function isValidDeveloperId(value: string | undefined): value is string {
  return !!value && UUID.test(value);
}
