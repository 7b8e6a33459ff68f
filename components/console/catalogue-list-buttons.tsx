import type { CatalogueEntry } from '@/lib/catalogue/catalogue-store';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { ActionForm } from './action-form';
import { buttonClasses } from './console-classes';

interface ButtonProps {
  kind: CatalogueKind;
  entry: Pick<CatalogueEntry, 'id' | 'version' | 'archived'>;
  /** Names the entry for screen readers: every row of a list has the same buttons. */
  name: string;
}

/** 'Archive' (off the site, kept) or 'Put back'. */
export function ArchiveButton({ kind, entry, name }: ButtonProps) {
  const hidden = {
    kind,
    id: String(entry.id),
    version: String(entry.version),
    archived: entry.archived ? 'false' : 'true',
  };
  return (
    <ActionForm action="catalogue-archive" hidden={hidden} label={`${entry.archived ? 'Put back' : 'Archive'} ${name}`}>
      <button type="submit" className={entry.archived ? buttonClasses.secondary : buttonClasses.danger}>
        {entry.archived ? 'Put back' : 'Archive'}
      </button>
    </ActionForm>
  );
}

/** 'Move up' and 'Move down' in the order the site shows the kind. */
export function MoveButtons({ kind, entry, name, first, last }: ButtonProps & { first: boolean; last: boolean }) {
  return (
    <>
      {!first && (
        <ActionForm
          action="catalogue-move"
          hidden={{ kind, id: String(entry.id), direction: 'up' }}
          label={`Move up ${name}`}
        >
          <button type="submit" className={buttonClasses.secondary}>
            Move up
          </button>
        </ActionForm>
      )}
      {!last && (
        <ActionForm
          action="catalogue-move"
          hidden={{ kind, id: String(entry.id), direction: 'down' }}
          label={`Move down ${name}`}
        >
          <button type="submit" className={buttonClasses.secondary}>
            Move down
          </button>
        </ActionForm>
      )}
    </>
  );
}
