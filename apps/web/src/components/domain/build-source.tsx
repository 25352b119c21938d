import type { TBuild } from '@vitrina/shared/builds/build.schemas';
import { useTranslation } from 'react-i18next';

/** A name from the repository (a tag, a branch, a folder, a file): in no language, never translated. */
function Name({ children }: { children: string }) {
  return <span translate="no">{children}</span>;
}

/**
 * Where a build's files come from: 'Release v1.2.0 (app.zip)' (just the tag when the release's only
 * .zip is taken), 'main · dist', or 'gh-pages · raíz' for the repository's root.
 */
export function BuildSource({ source }: { source: TBuild['source'] }) {
  const { t } = useTranslation();
  if (source.kind === 'release') {
    return (
      <>
        {t('builds.source.release')} <Name>{source.tag}</Name>
        {source.asset && (
          <>
            {' ('}
            <Name>{source.asset}</Name>)
          </>
        )}
      </>
    );
  }
  return (
    <>
      <Name>{source.ref}</Name>
      {' · '}
      {source.folder ? <Name>{source.folder}</Name> : t('builds.source.root')}
    </>
  );
}
