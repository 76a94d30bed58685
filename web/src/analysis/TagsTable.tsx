// The run's tags, filtered on the server (decision, bucket, subcategory, severity level, minimum severity, minimum
// confidence) and paged with the API's cursor (item order); shown most important first (tag-order.ts) over the
// tags loaded so far. A row opens its item with the tag's evidence (Enter or click).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, query } from '../api/client';
import { Badge } from '../components/Badge';
import { ErrorMessage } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { Field } from '../components/Field';
import { formatUnit } from '../components/format';
import { SeverityBadge } from './severity';
import { mostImportantFirst } from './tag-order';
import { useTaxonomy } from './taxonomy';
import { SEVERITY_LABELS, type FailureTag, type TagPage } from './types';

const PAGE = 500;

/** The filters as the tags endpoint's query names them; '' is no filter. */
interface TagFilters {
  decision: string;
  bucket: string;
  subcategory: string;
  severity_label: string;
  min_severity: string;
  min_confidence: string;
}

const NO_FILTERS: TagFilters = { decision: '', bucket: '', subcategory: '', severity_label: '', min_severity: '', min_confidence: '' };

const COLUMNS: Column<FailureTag>[] = [
  { id: 'item', header: 'Item', value: (t) => t.item_index, numeric: true },
  { id: 'decision', header: 'Decision', value: (t) => t.decision, cell: (t) => <Badge value={t.decision} /> },
  { id: 'bucket', header: 'Bucket', value: (t) => t.bucket_name },
  { id: 'subcategory', header: 'Subcategory', value: (t) => t.subcategory_name },
  { id: 'severity', header: 'Severity', value: (t) => t.severity, cell: (t) => <SeverityBadge value={t.severity} label={t.severity_label} />, numeric: true },
  { id: 'confidence', header: 'Confidence', value: (t) => t.confidence, cell: (t) => formatUnit(t.confidence), numeric: true },
  { id: 'detector', header: 'Detector', value: (t) => t.detector_id, cell: (t) => <code>{t.detector_id}</code> },
];

/**
 * `checked`: the run's detectors_run, whose ids outside the taxonomy are its custom rules' own subcategories
 * (filterable like the taxonomy's, named by their id).
 */
export function TagsTable({ runId, tagsTotal, checked = [] }: { runId: string; tagsTotal: number; checked?: string[] }) {
  const navigate = useNavigate();
  const buckets = useTaxonomy();
  const [filters, setFilters] = useState<TagFilters>(NO_FILTERS);
  const [tags, setTags] = useState<FailureTag[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    async (after: string | null, signal?: AbortSignal) => {
      try {
        const page = await api<TagPage>(`/v2/failure-analysis/runs/${runId}/tags${query({ ...filters, limit: PAGE, cursor: after })}`, { signal });
        setTags((prev) => mostImportantFirst(after ? [...(prev ?? []), ...page.tags] : page.tags));
        setCursor(page.next_cursor);
      } catch (e) {
        if (!signal?.aborted) setError((e as Error).message);
      }
    },
    [runId, filters],
  );
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load]);
  const set = (key: keyof TagFilters, value: string) => setFilters((f) => ({ ...f, [key]: value, ...(key === 'bucket' ? { subcategory: '' } : {}) }));
  const known = new Set(buckets.flatMap((b) => b.subcategories.map((s) => s.subcategory_id)));
  const own = buckets.length ? checked.filter((id) => !known.has(id)).map((id) => ({ subcategory_id: id, subcategory_name: `${id} (custom rule)` })) : [];
  const subcategories = [...buckets.filter((b) => !filters.bucket || b.bucket_id === filters.bucket).flatMap((b) => b.subcategories), ...own];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-labelledby="tags-heading">
      <h2 id="tags-heading">Tags</h2>
      <form className="row filters" aria-label="Filter the tags" onSubmit={(e) => e.preventDefault()}>
        <Field label="Decision">
          <select value={filters.decision} onChange={(e) => set('decision', e.target.value)}>
            <option value="">fail and unsure</option>
            <option value="fail">fail</option>
            <option value="unsure">unsure</option>
          </select>
        </Field>
        <Field label="Bucket">
          <select value={filters.bucket} onChange={(e) => set('bucket', e.target.value)}>
            <option value="">all buckets</option>
            {buckets.map((b) => (
              <option key={b.bucket_id} value={b.bucket_id}>
                {b.bucket_name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Subcategory">
          <select value={filters.subcategory} onChange={(e) => set('subcategory', e.target.value)}>
            <option value="">all subcategories</option>
            {subcategories.map((s) => (
              <option key={s.subcategory_id} value={s.subcategory_id}>
                {s.subcategory_name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Severity level">
          <select value={filters.severity_label} onChange={(e) => set('severity_label', e.target.value)}>
            <option value="">any level</option>
            {SEVERITY_LABELS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Minimum severity">
          <input type="number" min={0} max={5} step={0.5} value={filters.min_severity} placeholder="0" onChange={(e) => set('min_severity', e.target.value)} />
        </Field>
        <Field label="Minimum confidence">
          <input
            type="number"
            min={0}
            max={1}
            step={0.05}
            value={filters.min_confidence}
            placeholder="0"
            onChange={(e) => set('min_confidence', e.target.value)}
          />
        </Field>
        {filtered && (
          <button type="button" className="secondary" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        )}
      </form>
      <ErrorMessage error={error} />
      {tags === null && !error ? (
        <p role="status">Loading tags…</p>
      ) : (
        tags && (
          <>
            <p className="muted hint" role="status">
              {tags.length.toLocaleString()} {filtered ? 'matching ' : ''}tag{tags.length === 1 ? '' : 's'}
              {cursor ? ' so far' : ''} of {tagsTotal.toLocaleString()} fail and unsure tags, most severe first (then most confident). Open a row to see its
              evidence.
            </p>
            <DataTable
              label="Tags of the run"
              rows={tags}
              columns={COLUMNS}
              rowKey={(t) => t.tag_id}
              onOpen={(t) => navigate(`/analysis/runs/${runId}/items/${t.item_index}?tag=${t.tag_id}`)}
              empty={filtered ? 'No tag matches these filters.' : 'This run has no fail or unsure tags.'}
              virtualHeight={560}
            />
          </>
        )
      )}
      {cursor && (
        <button type="button" className="secondary" onClick={() => void load(cursor)}>
          Load more tags
        </button>
      )}
    </section>
  );
}
