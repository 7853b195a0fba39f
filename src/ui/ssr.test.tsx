import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import GlobalHost from './GlobalHost';
import { RichTextEditor } from './RichTextEditor';
import { DataTable, type DataTableColumn } from './DataTable';
import { DateRangePicker } from './DateRangePicker';
import { Select } from './Select';

interface Row {
  id: number;
  title: string;
}
const columns: DataTableColumn<Row>[] = [{ id: 'title', header: 'Title', sortKey: 'title', accessor: 'title' }];

/** Server-renders, then hydrates in the DOM; a mismatch would log console.error and fail the test. */
async function serverThenHydrate(element: ReactElement) {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return { html, container };
}

describe('server rendering and hydration', () => {
  it('DataTable renders search form, sort links and pager on the server and hydrates cleanly', async () => {
    const table = (
      <DataTable
        label="Quiz List"
        columns={columns}
        rows={[{ id: 1, title: 'Quiz 1' }]}
        pagination={{ current_page: 1, total_pages: 2, total_data: 11 }}
        pageSize={10}
        sort={{ column: 'title', direction: 'asc' }}
        sortHref={(c) => `?sort_by=${c}&order_by=desc`}
        pageHref={(p) => `?page=${p}`}
        keyword=""
        onSearch={() => {}}
        searchParams={{ sort_by: 'title', order_by: 'asc' }}
      />
    );
    const { html } = await serverThenHydrate(table);
    expect(html).toMatch(/<form role="search"[^>]*method="get"/);
    expect(html).toContain('name="sort_by" value="title"');
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain('href="?sort_by=title&amp;order_by=desc"');
    expect(html).toContain('href="?page=2"');
  });

  it('GlobalHost, Select and DateRangePicker hydrate without mismatches', async () => {
    await serverThenHydrate(
      <>
        <GlobalHost />
        <Select label="Question Type" options={[{ value: 'essay', label: 'Essay' }]} value="essay" onChange={() => {}} />
        <DateRangePicker value={{ start: '2025-03-01', end: '2025-03-05' }} onChange={() => {}} />
      </>,
    );
  });

  it('RichTextEditor ships a placeholder from the server, without tiptap', () => {
    const html = renderToString(<RichTextEditor label="Description" value="<p>x</p>" onChange={() => {}} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('contenteditable');
  });
});
