// After the prerender, the last step of the build: writes a brotli (.br, quality 11) and a gzip (.gz,
// level 9) copy beside every text file of dist/ (scripts, styles, pages, translations, the icon and the
// manifest), so that the server sends a file compressed once here instead of compressing it again for
// every request (decision 0069). A copy that would not be smaller is not written: the server then sends
// the file itself. Fonts, images and videos are compressed already.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(?:html|js|mjs|css|json|svg|webmanifest|txt|xml)$/;
const encoders = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gz: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let before = 0;
let after = 0;
// Two files at a time: zlib's thread pool does the work, and the build shares the machine.
for (let i = 0; i < files.length; i += 2) {
  await Promise.all(
    files.slice(i, i + 2).map(async (file) => {
      const data = readFileSync(file);
      before += data.length;
      for (const [extension, encode] of Object.entries(encoders)) {
        const compressed = await encode(data);
        if (compressed.length >= data.length) continue;
        writeFileSync(`${file}.${extension}`, compressed);
        if (extension === 'br') after += compressed.length;
      }
    }),
  );
}
console.log(`precompressed ${files.length} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB as brotli`);
