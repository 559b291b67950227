import { FILE_ERRORS } from '@batir/shared/contracts/files';
import { usersEndpoints } from '@batir/shared/contracts/users';
import { UPLOAD_MAX_BYTES } from '@batir/shared/upload-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar';
import { addressOf } from '../../../lib/api-client';
import { mockApi, on } from '../../../test/api-mock';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { authorization } from '../../../test/tokens';
import { usersKeys } from '../../users/api/keys';
import { initialsOf, ProfilePhoto, photoFileProblem } from './profile-photo';

const png = (name = 'moi.png', size?: number) => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function setup(photoUrl: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ProfilePhoto userId={7} surname="Laurent" name="Chevalier" photoUrl={photoUrl} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  // The type check is the component's own, not the browser's `accept` filter.
  return { ui: userEvent.setup({ applyAccept: false }), invalidate };
}

const input = () => screen.getByLabelText('Changer la photo') as HTMLInputElement;

installFakeXhr();

describe('photoFileProblem', () => {
  test('accepts the pictures of the upload rules, refuses the rest in French', () => {
    expect(photoFileProblem({ name: 'moi.JPG', size: 10 })).toBeNull();
    expect(photoFileProblem({ name: 'moi.bmp', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ name: 'cv.pdf', size: 10 })).toBe(
      "Le fichier cv.pdf n'est pas un type de fichier valide",
    );
    expect(photoFileProblem({ name: 'grande.png', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'Le fichier grande.png est trop volumineux ! (max 15 Mo)',
    );
    expect(initialsOf(' laurent', 'Chevalier')).toBe('LC');
  });
});

describe('ProfilePhoto', () => {
  test('shows the initials without a photo, and no remove button', () => {
    setup();
    expect(screen.getByText('LC')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirer la photo' })).toBeNull();
    expect(input().accept).toBe('.jpg,.jpeg,.png,.gif,.bmp');
  });

  test('refuses a wrong type or a too large file before sending anything', async () => {
    const { ui } = setup();
    await ui.upload(input(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      "Le fichier cv.pdf n'est pas un type de fichier valide",
    );
    await ui.upload(input(), png('grande.png', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'Le fichier grande.png est trop volumineux ! (max 15 Mo)',
    );
    expect(FakeXhr.all).toHaveLength(0);
  });

  test('sends the picture with its progress, then says so and refreshes the current user', async () => {
    const { ui, invalidate } = setup();
    await ui.upload(input(), png());
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.url).toBe(addressOf(usersEndpoints.uploadPhoto, { params: { id: 7 } }));
    expect(xhr?.headers.Authorization).toMatch(/^Bearer /);
    expect((xhr?.body?.get('photo') as File | undefined)?.name).toBe('moi.png');

    act(() => xhr?.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Envoi de la photo' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    await act(async () => xhr?.respond(200, { error: 0, photoUrl: '/viewer/type/user/1?token=t' }));
    await screen.findByText('Enregistrement effectué !');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: usersKeys.current });
  });

  test("shows the server's refusal", async () => {
    const { ui } = setup();
    await ui.upload(input(), png('faux.png'));
    await act(async () =>
      FakeXhr.last?.respond(400, {
        error: 400,
        code: FILE_ERRORS.FILE_TYPE_INVALID.code,
        message: "Le fichier faux.png n'est pas un type de fichier valide",
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le fichier faux.png n'est pas un type de fichier valide",
    );
  });

  test('removes the photo', async () => {
    const api = mockApi(on(usersEndpoints.removePhoto).reply(() => ({ error: 0, photoUrl: null })));
    const { ui, invalidate } = setup('/viewer/type/user/1?token=t');
    await ui.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    await screen.findByText('Enregistrement effectué !');
    const [removal] = api.calls(usersEndpoints.removePhoto);
    expect(removal?.params).toEqual({ id: 7 });
    expect(authorization(removal?.init)).toMatch(/^Bearer /);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: usersKeys.current });
  });
});
