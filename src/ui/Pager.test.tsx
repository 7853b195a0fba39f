import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

const pages = () => Array.from(screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li')).map((li) => li.textContent);

describe('Pager', () => {
  it("shows 'from - to of total'", () => {
    const { rerender } = render(<Pager pagination={{ current_page: 2, total_pages: 6, total_data: 57 }} pageSize={10} />);
    expect(screen.getByText('11 - 20 of 57')).toBeTruthy();
    rerender(<Pager pagination={{ current_page: 6, total_pages: 6, total_data: 57 }} pageSize={10} />);
    expect(screen.getByText('51 - 57 of 57')).toBeTruthy();
  });

  it('shows every page when there are 10 or fewer', () => {
    render(<Pager pagination={{ current_page: 1, total_pages: 3, total_data: 25 }} pageSize={10} />);
    expect(pages()).toEqual(['‹', '1', '2', '3', '›']);
  });

  it('windows long page lists per spec 001 §9', () => {
    const { rerender } = render(<Pager pagination={{ current_page: 6, total_pages: 20, total_data: 200 }} pageSize={10} />);
    expect(pages()).toEqual(['‹', '1', '2', '3', '4', '5', '6', '7', '8', '9', '…', '20', '›']);
    rerender(<Pager pagination={{ current_page: 10, total_pages: 20, total_data: 200 }} pageSize={10} />);
    expect(pages()).toEqual(['‹', '1', '…', '7', '8', '9', '10', '11', '12', '13', '…', '20', '›']);
    rerender(<Pager pagination={{ current_page: 16, total_pages: 20, total_data: 200 }} pageSize={10} />);
    expect(pages()).toEqual(['‹', '1', '…', '12', '13', '14', '15', '16', '17', '18', '19', '20', '›']);
  });

  it('links pages (for no-JS use) and hands plain clicks to onPageChange', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager pagination={{ current_page: 2, total_pages: 3, total_data: 25 }} pageSize={10} hrefFor={(p) => `?page=${p}`} onPageChange={onPageChange} />);
    const current = screen.getByRole('link', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('?page=3');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    await user.click(current);
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager pagination={{ current_page: 1, total_pages: 2, total_data: 15 }} pageSize={10} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pager pagination={{ current_page: 2, total_pages: 2, total_data: 15 }} pageSize={10} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
