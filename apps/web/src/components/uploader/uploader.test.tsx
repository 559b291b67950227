import { FILE_ERRORS } from '@batir/shared/contracts/files';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { failWith } from '../../test/api-mock';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { Uploader } from './uploader';
import { type UploaderOptions, useUploader } from './use-uploader';

function Harness(props: Partial<UploaderOptions> & { onUploaded?: UploaderOptions['onUploaded'] }) {
  const uploader = useUploader({ target: { type: 'report' }, ...props });
  return <Uploader uploader={uploader} sendLabel="Envoyer" />;
}

const pdf = (name = 'plan.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function setup(props: Partial<UploaderOptions> = {}) {
  render(<Harness {...props} />);
  // The type check is the uploader's own, not the browser's `accept` filter.
  return userEvent.setup({ applyAccept: false });
}

const input = () => screen.getByTestId('uploader-input') as HTMLInputElement;
const listed = () =>
  screen.queryByRole('list', { name: 'Fichiers choisis' })?.querySelectorAll('li').length ?? 0;
const errorTexts = () =>
  Array.from(
    screen.queryByRole('alert', { name: "Erreurs d'envoi" })?.querySelectorAll('.MuiAlert-message') ?? [],
  ).map((node) => node.textContent);

installFakeXhr();

describe('Uploader', () => {
  test('"Aucun fichier !" when sending nothing', async () => {
    const ui = setup();
    await ui.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(errorTexts()).toEqual(['Aucun fichier !']);
    expect(FakeXhr.all).toHaveLength(0);
  });

  test('checks type and size in the browser before anything is sent', async () => {
    const ui = setup({ multiple: true });
    const big = pdf('gros.pdf');
    Object.defineProperty(big, 'size', { value: 15_360 * 1024 + 1 });
    await ui.upload(input(), [new File(['MZ'], 'setup.exe'), big, pdf()]);
    expect(errorTexts()).toEqual([
      "Le fichier setup.exe n'est pas un type de fichier valide",
      'Le fichier gros.pdf est trop volumineux ! (max 15 Mo)',
    ]);
    expect(listed()).toBe(1);
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });

  test('in single mode a new file replaces the previous one', async () => {
    const ui = setup();
    await ui.upload(input(), pdf('a.pdf'));
    await ui.upload(input(), pdf('b.pdf'));
    expect(listed()).toBe(1);
    expect(screen.getByText('b.pdf')).toBeTruthy();
  });

  test('stops at the maximum count', async () => {
    const ui = setup({ multiple: true, maxFiles: 2 });
    await ui.upload(input(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(listed()).toBe(2);
    expect(errorTexts()).toEqual(["Le fichier c.pdf n'est pas ajouté : 2 fichiers au maximum."]);
    expect(screen.getByText('Nombre maximal de fichiers atteint (2).')).toBeTruthy();
    expect(input().disabled).toBe(true);
  });

  test('sends the spec’s form fields with progress, and shows the server’s French refusal', async () => {
    const ui = setup({ multiple: true });
    await ui.upload(input(), pdf('facture.pdf'));
    await ui.click(screen.getByRole('button', { name: 'Envoyer' }));
    const xhr = FakeXhr.last;
    if (!xhr?.body) throw new Error('nothing sent');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/upload');
    expect(xhr.body.get('type')).toBe('report');
    expect(xhr.body.get('linkedId')).toBe('');
    expect((xhr.body.get('files[0]') as File).name).toBe('facture.pdf');
    act(() => xhr.progress(30, 100));
    expect(
      screen.getByRole('progressbar', { name: 'Envoi des fichiers' }).getAttribute('aria-valuenow'),
    ).toBe('30');
    await act(async () =>
      xhr.respond(400, {
        error: 400,
        message: "Le fichier facture.pdf n'est pas un type de fichier valide",
      }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Without automatic upload the list stays, to try again.
    expect(listed()).toBe(1);
  });

  test('the file the server refuses is marked on its row with the French reason, and can be removed', async () => {
    const ui = setup({ multiple: true });
    await ui.upload(input(), [pdf('plan.pdf'), pdf('facture.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Envoyer' }));
    // The server's answer: the named refusal, the refused file as the field at fault.
    const refusal = "Le fichier facture.pdf n'est pas un type de fichier valide";
    await act(async () =>
      FakeXhr.last?.respond(
        400,
        failWith(FILE_ERRORS.FILE_TYPE_INVALID, { message: refusal, fields: { 'facture.pdf': refusal } })
          .body,
      ),
    );
    const rows = screen.getByRole('list', { name: 'Fichiers choisis' }).querySelectorAll('li');
    expect(rows[1]?.dataset.rejected).toBe('true');
    expect(rows[0]?.dataset.rejected).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe(
      "Refusé : Le fichier facture.pdf n'est pas un type de fichier valide",
    );
    // Said once, on the file's row.
    expect(errorTexts()).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Retirer facture.pdf' }));
    expect(listed()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('plan.pdf')).toBeTruthy();
  });

  test('a refusal that names no listed file stays above the list', async () => {
    const ui = setup({ multiple: true });
    await ui.upload(input(), pdf('plan.pdf'));
    await ui.click(screen.getByRole('button', { name: 'Envoyer' }));
    const message = "L'envoi est trop volumineux : envoyez les fichiers en plusieurs fois.";
    await act(async () => FakeXhr.last?.respond(413, { error: 413, message }));
    expect(errorTexts()).toEqual([message]);
    expect(
      screen.getByRole('list', { name: 'Fichiers choisis' }).querySelector('[data-rejected]'),
    ).toBeNull();
  });

  test('automatic upload sends on choice, then empties the list', async () => {
    const onUploaded = vi.fn();
    const ui = setup({ autoUpload: true, onUploaded });
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
    await ui.upload(input(), pdf());
    expect(listed()).toBe(1);
    const stored = {
      id: 9,
      name: 'plan.pdf',
      size: 8,
      isPicture: false,
      apiUrl: '/viewer/type/report/9.pdf?token=t',
    };
    await act(async () => FakeXhr.last?.respond(200, { error: 0, files: [stored] }));
    expect(onUploaded).toHaveBeenCalledWith([stored]);
    expect(listed()).toBe(0);
  });

  test('posts to another upload route with extra fields when the target says so', async () => {
    const ui = setup({
      multiple: true,
      target: { type: 'project', attachmentOf: 12, fields: { category: 'plans' } },
    });
    await ui.upload(input(), pdf('plan-masse.pdf'));
    await ui.click(screen.getByRole('button', { name: 'Envoyer' }));
    const xhr = FakeXhr.last;
    if (!xhr?.body) throw new Error('nothing sent');
    expect(xhr.url).toBe('/api/attachment/12');
    expect(xhr.body.get('category')).toBe('plans');
    expect((xhr.body.get('files[0]') as File).name).toBe('plan-masse.pdf');
  });
});
