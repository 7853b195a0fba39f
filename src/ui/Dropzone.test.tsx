import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropzone } from './Dropzone';
import { FileInput } from './FileInput';

const SHEETS = {
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
};
const csv = (name = 'questions.csv', bytes = 2560) => new File(['x'.repeat(bytes)], name, { type: 'text/csv' });

function Zone({ multiple = false, onChange }: { multiple?: boolean; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Dropzone
      accept={SHEETS}
      multiple={multiple}
      files={files}
      onChange={(f) => {
        setFiles(f);
        onChange?.(f);
      }}
    />
  );
}

const choose = (files: File[]) => fireEvent.change(screen.getByTestId('dropzone-input'), { target: { files } });

describe('Dropzone', () => {
  it('shows the chosen file with its size in KB (2 decimals) and removes it', async () => {
    const onChange = vi.fn();
    render(<Zone onChange={onChange} />);
    choose([csv()]);
    expect(await screen.findByText('questions.csv')).toBeTruthy();
    expect(screen.getByText('2.50 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove questions.csv' }));
    expect(screen.queryByText('questions.csv')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("rejects other types with 'Mime types not accepted' under a Failed alert", async () => {
    const onChange = vi.fn();
    render(<Zone onChange={onChange} />);
    choose([new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed');
    expect(alert.textContent).toContain('Mime types not accepted');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an empty file with the spec\'s "There\'s no any file to be uploaded"', async () => {
    const onChange = vi.fn();
    render(<Zone onChange={onChange} />);
    choose([csv('empty.csv', 0)]);
    expect((await screen.findByRole('alert')).textContent).toContain("There's no any file to be uploaded");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses several files in single mode with 'Cannot select multiple file'", async () => {
    const onChange = vi.fn();
    render(<Zone onChange={onChange} />);
    choose([csv('a.csv'), csv('b.csv')]);
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot select multiple file');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts several files in multiple mode and clears an earlier error', async () => {
    render(<Zone multiple />);
    choose([new File(['x'], 'x.pdf', { type: 'application/pdf' })]);
    await screen.findByRole('alert');
    choose([csv('a.csv'), csv('b.csv')]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is focusable (keyboard opens the picker)', () => {
    render(<Zone />);
    const zone = document.querySelector('.dropzone') as HTMLElement;
    expect(zone.tabIndex).toBe(0);
  });
});

describe('FileInput', () => {
  it('warns "There\'s no any file to be uploaded" when uploading nothing', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    function F() {
      const [file, setFile] = useState<File | null>(null);
      return <FileInput label="Template" file={file} onChange={setFile} onUpload={onUpload} />;
    }
    render(<F />);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe("There's no any file to be uploaded");
    expect(onUpload).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Template'), csv());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'questions.csv' }));
  });
});
