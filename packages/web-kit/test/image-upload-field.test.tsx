import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '@tp/web-kit/api-error';
import { ImageUploadField } from '@tp/web-kit/image-upload-field';
import { RemoteRoot } from '@tp/web-kit/remote-root';

afterEach(() => {
  cleanup();
  localStorage.removeItem('language');
});

interface Seen {
  problems: (string | undefined)[];
  uploading: boolean[];
}

/** The field inside a form-like owner that keeps its value, as Form.Item does; a null `buttonLabel` leaves the field its own. */
function Owner({ upload, seen, initial = '', buttonLabel = 'Upload class image' }: { upload: (file: File) => Promise<string>; seen: Seen; initial?: string; buttonLabel?: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <RemoteRoot>
      <ImageUploadField
        id="image"
        value={value}
        onChange={setValue}
        upload={upload}
        onProblem={(problem) => seen.problems.push(problem)}
        onUploading={(uploading) => seen.uploading.push(uploading)}
        previewAlt="Class image"
        buttonLabel={buttonLabel ?? undefined}
        className="tp-test-image"
        empty={<div>No image</div>}
      />
    </RemoteRoot>
  );
}

function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const PNG = new File(['png bytes'], 'board.png', { type: 'image/png' });

describe('ImageUploadField', () => {
  test('without a picture it shows the empty block; an uploaded file becomes the address and the preview', async () => {
    const seen: Seen = { problems: [], uploading: [] };
    const sent: File[] = [];
    const { container } = render(<Owner seen={seen} upload={async (file) => (sent.push(file), '/uploads/board.png')} />);
    expect(screen.getByText('No image')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Class image' })).toBeNull();

    chooseFile(container, PNG);

    await waitFor(() => expect(screen.getByRole('img', { name: 'Class image' }).getAttribute('src')).toBe('/uploads/board.png'));
    expect((container.querySelector('#image') as HTMLInputElement).value).toBe('/uploads/board.png');
    expect(sent.map((file) => file.name)).toEqual(['board.png']);
    expect(seen.uploading).toEqual([true, false]);
    expect(seen.problems).toEqual([undefined]);
  });

  test('a refused upload reports the server\'s message and keeps the picture the field had', async () => {
    const seen: Seen = { problems: [], uploading: [] };
    const refused = new ApiError({ code: 413, msg: 'The file is larger than 5 MB.', result: null }, 413);
    const { container } = render(<Owner seen={seen} initial="/uploads/old.png" upload={() => Promise.reject(refused)} />);

    chooseFile(container, PNG);

    await waitFor(() => expect(seen.problems).toEqual([undefined, 'The file is larger than 5 MB.']));
    expect(seen.uploading).toEqual([true, false]);
    expect(screen.getByRole('img', { name: 'Class image' }).getAttribute('src')).toBe('/uploads/old.png');
  });

  test('an address typed by hand is the value', () => {
    const seen: Seen = { problems: [], uploading: [] };
    const { container } = render(<Owner seen={seen} upload={() => Promise.resolve('')} />);
    fireEvent.change(container.querySelector('#image') as HTMLInputElement, { target: { value: 'https://example.com/a.png' } });
    expect(screen.getByRole('img', { name: 'Class image' }).getAttribute('src')).toBe('https://example.com/a.png');
  });

  test('without its own button label: "Upload image" and the address hint, in Chinese when the interface is', async () => {
    const seen: Seen = { problems: [], uploading: [] };
    const { container, unmount } = render(<Owner seen={seen} upload={() => Promise.resolve('')} buttonLabel={null} />);
    expect(screen.getByRole('button', { name: /Upload image$/ })).toBeTruthy();
    expect(container.querySelector('#image')!.getAttribute('placeholder')).toBe('/uploads/... or https://...');
    unmount();

    localStorage.setItem('language', 'zh');
    const chinese = render(<Owner seen={seen} upload={() => Promise.resolve('')} buttonLabel={null} />);
    await screen.findByRole('button', { name: /上传图片$/ });
    expect(chinese.container.querySelector('#image')!.getAttribute('placeholder')).toBe('/uploads/... 或 https://...');
  });
});

