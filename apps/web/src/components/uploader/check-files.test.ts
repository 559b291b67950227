import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_TOTAL_BYTES } from '@batir/shared/upload-rules';
import { describe, expect, test } from 'vitest';
import { checkFiles, fileProblem, UPLOAD_ACCEPT, uploadBatches } from './check-files';

const file = (name: string, size = 10) => ({ name, size });

describe('fileProblem', () => {
  test('accepts the types of spec 1 §9 whatever the case of the extension', () => {
    for (const name of ['plan.PDF', 'photo.jpeg', 'devis.xlsx', 'film.mkv', 'cadastre.dwg', 'note.odt']) {
      expect(fileProblem(file(name)), name).toBeNull();
    }
    expect(UPLOAD_ACCEPT.split(',')).toContain('.mpeg4');
  });

  test('refuses another type, or none, with the exact French message', () => {
    expect(fileProblem(file('setup.exe'))).toBe("Le fichier setup.exe n'est pas un type de fichier valide");
    expect(fileProblem(file('page.html'))).toBe("Le fichier page.html n'est pas un type de fichier valide");
    expect(fileProblem(file('README'))).toBe("Le fichier README n'est pas un type de fichier valide");
    // Only the name is checked here: a renamed .exe passes, the server refuses it by its content.
    expect(fileProblem(file('facture.pdf'))).toBeNull();
  });

  test('takes 15 360 KB exactly and refuses one byte more', () => {
    expect(UPLOAD_MAX_BYTES).toBe(15_360 * 1024);
    expect(fileProblem(file('plan.pdf', UPLOAD_MAX_BYTES))).toBeNull();
    expect(fileProblem(file('plan.pdf', UPLOAD_MAX_BYTES + 1))).toBe(
      'Le fichier plan.pdf est trop volumineux ! (max 15 Mo)',
    );
  });
});

describe('checkFiles', () => {
  test('keeps the valid files and lists an error per refused one', () => {
    const result = checkFiles(
      [file('a.pdf'), file('b.exe'), file('c.png', UPLOAD_MAX_BYTES + 1), file('d.png')],
      {
        current: 0,
        multiple: true,
      },
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf', 'd.png']);
    expect(result.errors).toEqual([
      "Le fichier b.exe n'est pas un type de fichier valide",
      'Le fichier c.png est trop volumineux ! (max 15 Mo)',
    ]);
    expect(result.replace).toBe(false);
  });

  test('has no maximum count by default', () => {
    const many = Array.from({ length: 60 }, (_, i) => file(`p${i}.jpg`));
    expect(checkFiles(many, { current: 40, multiple: true }).accepted).toHaveLength(60);
  });

  test('refuses the files beyond the maximum count', () => {
    const result = checkFiles([file('a.pdf'), file('b.pdf'), file('c.pdf')], {
      current: 1,
      multiple: true,
      maxFiles: 2,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.errors).toEqual([
      "Le fichier b.pdf n'est pas ajouté : 2 fichiers au maximum.",
      "Le fichier c.pdf n'est pas ajouté : 2 fichiers au maximum.",
    ]);
    expect(checkFiles([file('a.pdf')], { current: 1, multiple: true, maxFiles: 1 }).errors).toEqual([
      "Le fichier a.pdf n'est pas ajouté : 1 fichier au maximum.",
    ]);
  });

  test('in single mode, the last valid file replaces the list', () => {
    const result = checkFiles([file('a.pdf'), file('b.png'), file('c.exe')], { current: 1, multiple: false });
    expect(result.accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(result.replace).toBe(true);
    expect(checkFiles([file('c.exe')], { current: 1, multiple: false }).replace).toBe(false);
  });
});

describe('uploadBatches', () => {
  test('splits a send into requests the server takes (count and total size)', () => {
    const many = Array.from({ length: UPLOAD_MAX_FILES * 2 + 1 }, (_, i) => file(`p${i}.jpg`));
    expect(uploadBatches(many).map((batch) => batch.length)).toEqual([UPLOAD_MAX_FILES, UPLOAD_MAX_FILES, 1]);
    const big = Math.floor(UPLOAD_MAX_TOTAL_BYTES / 3) + 1;
    const large = [file('a.mp4', big), file('b.mp4', big), file('c.mp4', big), file('d.mp4', 5)];
    expect(uploadBatches(large).map((batch) => batch.map((f) => f.name))).toEqual([
      ['a.mp4', 'b.mp4'],
      ['c.mp4', 'd.mp4'],
    ]);
    expect(uploadBatches([])).toEqual([]);
  });
});
