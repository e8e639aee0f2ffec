import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';

/** A page of a test PDF: paragraphs of lines, drawn top-down (a wider gap between paragraphs). */
export type TestPdfPage = string[][];

/**
 * Writes a real PDF with pdf-lib (Helvetica, one text line a `drawText`), a paragraph gap twice
 * the line gap, and an optional metadata title. `encrypted` adds a Standard security handler
 * (RC4, revision 2) whose user password is not empty, as an encrypting tool would: readers must ask
 * for a password.
 */
export async function writeTestPdf(pages: TestPdfPage[], options: { title?: string; encrypted?: boolean } = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const paragraphs of pages) {
    const page = document.addPage([595, 842]);
    let y = 780;
    for (const lines of paragraphs) {
      for (const line of lines) {
        page.drawText(line, { x: 50, y, size: 11, font });
        y -= 14;
      }
      y -= 14;
    }
  }
  if (options.title) document.setTitle(options.title);
  if (options.encrypted) {
    const context = document.context;
    const bytes = (seed: number): PDFHexString => PDFHexString.of(Array.from({ length: 32 }, (_, index) => ((seed * 31 + index * 17) % 256).toString(16).padStart(2, '0')).join(''));
    const encrypt = context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -44 });
    encrypt.set(PDFName.of('O'), bytes(7));
    encrypt.set(PDFName.of('U'), bytes(11));
    context.trailerInfo.Encrypt = context.register(encrypt);
    context.trailerInfo.ID = context.obj([bytes(3), bytes(3)]);
  }
  return document.save({ useObjectStreams: false });
}
