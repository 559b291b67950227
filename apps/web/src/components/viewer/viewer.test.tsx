import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { downloadBlob } from './download';
import { FileViewer } from './file-viewer';
import { viewerKind } from './viewer-kind';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('viewerKind', () => {
  test('pictures of spec 1 §9 in the lightbox, PDFs in the frame, the rest downloaded', () => {
    const url = '/viewer/type/report/4?token=t';
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.bmp', 'a.tiff', 'a.gif', 'a.apng']) {
      expect(viewerKind({ name, url }), name).toBe('picture');
    }
    expect(viewerKind({ name: 'scan', url, isPicture: true })).toBe('picture');
    expect(viewerKind({ name: 'devis.pdf', url })).toBe('pdf');
    expect(viewerKind({ name: 'devis', url: '/viewer/type/report/4.pdf?token=t' })).toBe('pdf');
    expect(viewerKind({ name: 'tableau.xlsx', url })).toBe('download');
  });
});

describe('downloadBlob', () => {
  test('saves as "fichier.pdf" unless a name is given', () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    downloadBlob(new Blob(['%PDF']));
    downloadBlob(new Blob(['x']), 'export.xlsx');
    expect(names).toEqual(['fichier.pdf', 'export.xlsx']);
  });
});

describe('FileViewer', () => {
  test('a picture opens in the lightbox with its title and a close button', async () => {
    const onClose = vi.fn();
    render(
      <FileViewer file={{ name: 'capture.png', url: '/viewer/type/report/3?token=t' }} onClose={onClose} />,
    );
    const picture = screen.getByRole('img', { name: 'capture.png' }) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/viewer/type/report/3?token=t');
    expect(screen.getByRole('heading', { name: 'capture.png' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'capture.png' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('a PDF opens full screen in a frame', () => {
    render(
      <FileViewer file={{ name: 'plan.pdf', url: '/viewer/type/report/5.pdf?token=t' }} onClose={() => {}} />,
    );
    expect(screen.getByTitle('plan.pdf').getAttribute('src')).toBe('/viewer/type/report/5.pdf?token=t');
    expect(screen.getByRole('heading', { name: 'plan.pdf' })).toBeTruthy();
  });
});
