// Below a listing: its error, "Load more" while there are further pages, and a polite loading note.
import type { CursorList } from '../api/use-cursor-list';
import { ErrorMessage } from './DataState';

export function CursorListFooter<Row>({ list, noun }: { list: CursorList<Row>; noun: string }) {
  return (
    <div className="list-footer">
      <ErrorMessage error={list.error} />
      {list.loading && <p role="status">Loading {noun}…</p>}
      {list.hasMore && !list.loading && (
        <button type="button" className="secondary" onClick={list.loadMore}>
          Load more {noun}
        </button>
      )}
    </div>
  );
}
