import { useEffect, useState } from 'react';
import { Modal } from './Modal';
import { Dropzone } from './Dropzone';
import { UI_TEXT } from './messages';
import { FILE_TEXT } from './file-messages';
import { uploadFile } from './upload';
import { toast } from '@/stores/toasts';

export interface ImageRules {
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
}
/** Spec 001 §5: JPG or PNG, at most 2 MB and 480x480. */
const IMAGE_RULES: ImageRules = { maxBytes: 2 * 1024 * 1024, maxWidth: 480, maxHeight: 480 };
const IMAGE_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/** Reads an image's pixel size in the browser; replaceable in tests. */
export const imageProbe = {
  size(file: File): Promise<{ width: number; height: number }> {
    return new Promise((resolve, reject) => {
      const url = URL.createObjectURL(file);
      const img = new Image();
      img.onload = () => {
        URL.revokeObjectURL(url);
        resolve({ width: img.naturalWidth, height: img.naturalHeight });
      };
      img.onerror = () => {
        URL.revokeObjectURL(url);
        reject(new Error('unreadable image'));
      };
      img.src = url;
    });
  },
};

/** The spec's message for an image that breaks the rules, or null when it may be uploaded. */
export async function validateImage(file: File, rules: ImageRules = IMAGE_RULES): Promise<string | null> {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return FILE_TEXT.mimeNotAccepted;
  if (file.size > rules.maxBytes) return FILE_TEXT.fileTooLarge;
  let size: { width: number; height: number };
  try {
    size = await imageProbe.size(file);
  } catch {
    return FILE_TEXT.resolutionUnknown;
  }
  if (size.width > rules.maxWidth || size.height > rules.maxHeight) return FILE_TEXT.resolutionTooLarge;
  return null;
}

export interface ImageUploadProps {
  open: boolean;
  onClose: () => void;
  /** Receives the uploaded file's URL (data.full_path). */
  onUploaded: (url: string) => void;
  /** Storage folder, e.g. 'quiz/images'. */
  folder: string;
  title?: string;
  rules?: ImageRules;
  /** An area's own success toast (e.g. spec 001 §8 'Success' / 'Image successfully uploaded.'); default 'Image was uploaded successfully'. */
  success?: { text: string; title?: string };
  /** An area's own failure handling (e.g. an error dialog); default a toast 'Image was failed to upload'. */
  onFailed?: (err: unknown) => void;
}

/** Popup that checks an image (type, 2 MB, 480x480) and uploads it, with a toast either way. */
export function ImageUpload({ open, onClose, onUploaded, folder, title = 'Upload Image', rules = IMAGE_RULES, success, onFailed }: ImageUploadProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!open) {
      setFiles([]);
      setError(null);
    }
  }, [open]);

  // One problem at a time: a refusal by the drop zone (type, several files) replaces an earlier size or resolution
  // message of ours instead of showing beside it.
  const refused = () => {
    setError(null);
    setFiles([]);
  };

  const choose = async (chosen: File[]) => {
    setError(null);
    setFiles([]);
    if (!chosen[0]) return;
    setChecking(true);
    const problem = await validateImage(chosen[0], rules);
    setChecking(false);
    if (problem) setError(problem);
    else setFiles(chosen.slice(0, 1));
  };

  const upload = async () => {
    const file = files[0];
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadFile(file, folder);
      toast.success(success?.text ?? FILE_TEXT.imageUploaded, { duration: 3000, title: success?.title });
      onUploaded(url);
      onClose();
    } catch (err) {
      if (onFailed) onFailed(err);
      else toast.error(FILE_TEXT.imageUploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => !uploading && onClose()}
      title={title}
      size="small"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={uploading}>
            {UI_TEXT.cancel}
          </button>
          <button type="button" className="btn" onClick={upload} disabled={!files[0] || checking || uploading} aria-busy={uploading || undefined}>
            Upload
          </button>
        </>
      }
    >
      <Dropzone
        accept={IMAGE_ACCEPT}
        files={files}
        onChange={choose}
        onReject={refused}
        label="Drag and drop an image here, or click to select one"
        hint="JPG or PNG, at most 2 MB and 480x480 pixels"
      />
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
    </Modal>
  );
}
