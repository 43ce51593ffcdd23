import { isUploadSrc, UPLOAD_PATH } from '@tea/shared/content/content-html';
import Image from '@tiptap/extension-image';
import { DOMSerializer } from '@tiptap/pm/model';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { uploadObjectUrl } from '../../../shared/upload-url';
import { uploadFile } from '../../../shared/uploads';
import { LinkDialog } from './link-dialog';

/** The upload id of an image's stored source; null for any other source (the sanitisers keep none). */
function uploadIdOf(src: unknown): string | null {
  return typeof src === 'string' && isUploadSrc(src) ? src.trim().slice(UPLOAD_PATH.length) : null;
}

/**
 * An image of a body: stored as `<img src="/api/v1/uploads/{id}">` (the only source the sanitisers
 * keep), shown in the editor from an object URL fetched with the API's headers. The node's own HTML
 * carries the id as `data-upload-id` and no `src`, as RichHtml's does, because Tiptap draws it in the
 * page instead of the node view at times (EditorContent clears the node views when it unmounts, as
 * after every save): a `src` there is a request without the API's headers, refused, and no cache
 * answers it since these files are `no-store` (decisions 0020, 0038). Only `storedHtml` writes `src`.
 */
const UploadedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element) => {
          const id = element.getAttribute('data-upload-id');
          return id ? `${UPLOAD_PATH}${id}` : element.getAttribute('src');
        },
        renderHTML: (attributes) => ({ 'data-upload-id': uploadIdOf(attributes.src) }),
      },
    };
  },
  parseHTML() {
    // An image copied inside the editor comes back with its id only.
    return [{ tag: 'img[data-upload-id]' }, ...(this.parent?.() ?? [])];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('img');
      dom.alt = String(node.attrs.alt ?? '');
      dom.className = 'max-w-full rounded';
      const id = uploadIdOf(node.attrs.src);
      const controller = new AbortController();
      let url: string | null = null;
      if (id) {
        uploadObjectUrl(id, controller.signal)
          .then((loaded) => {
            if (!loaded) return;
            if (controller.signal.aborted) return URL.revokeObjectURL(loaded);
            url = loaded;
            dom.src = loaded;
          })
          .catch(() => undefined);
      }
      return {
        dom,
        destroy: () => {
          controller.abort();
          if (url) URL.revokeObjectURL(url);
        },
      };
    };
  },
});

/**
 * The body as stored. Serialised in a document with no browsing context, where an element never
 * loads anything (Tiptap's getHTML builds the elements in the page's document first), and each
 * image's `data-upload-id` written back as the `src` the server's sanitiser keeps (decision 0038).
 */
function storedHtml(editor: Editor): string {
  const inert = document.implementation.createHTMLDocument('');
  const box = inert.createElement('div');
  box.append(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content, { document: inert }));
  for (const img of box.querySelectorAll('img')) {
    const stored = inert.createElement('img');
    const id = img.getAttribute('data-upload-id');
    if (id) stored.setAttribute('src', `${UPLOAD_PATH}${id}`);
    for (const { name, value } of img.attributes) if (name !== 'data-upload-id') stored.setAttribute(name, value);
    img.replaceWith(stored);
  }
  return box.innerHTML;
}

/**
 * The back office's rich text (issue 17): Tiptap with headings, emphasis, lists, quotes, links and
 * images uploaded through the upload module. Stores HTML (the server sanitises it with the same
 * allow-list the public page uses again). Loaded with the editor page only.
 */
export function RichTextEditor({
  label,
  initial,
  onChange,
  onBlur,
  error,
  lang,
}: {
  label: string;
  initial: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  lang: 'ko' | 'en';
}) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      UploadedImage,
    ],
    content: initial,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        lang,
        class: 'rich-html min-h-48 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : storedHtml(e)),
    onBlur: () => onBlur?.(),
  });
  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-semibold text-navy-900">
        {label}
      </p>
      <div
        className={`rounded-md border bg-white ${error ? 'border-danger' : 'border-line'} focus-within:ring-2 focus-within:ring-navy-700`}
      >
        <Toolbar editor={editor} field={label} />
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, field }: { editor: Editor; field: string }) {
  const { t } = useTranslation('content');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const button = (key: string, active: boolean, run: () => void, text: string) => (
    <button
      key={key}
      type="button"
      aria-pressed={active}
      onClick={run}
      className={`min-h-9 min-w-9 rounded px-2 text-sm font-semibold ${active ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50'}`}
    >
      {text}
    </button>
  );
  const insertImage = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    setProblem(null);
    try {
      const upload = await uploadFile('content-attachment', chosen);
      const alt = chosen.name.replace(/\.[^.]+$/, '');
      chain()
        .setImage({ src: `${UPLOAD_PATH}${upload.id}`, alt })
        .run();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('errors:SERVER_ERROR'));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  const [linking, setLinking] = useState(false);
  const link = () => {
    if (state.link) chain().extendMarkRange('link').unsetLink().run();
    else setLinking(true);
  };
  return (
    <>
      <div
        role="toolbar"
        aria-label={t('admin.editor.toolbar', { field })}
        className="flex flex-wrap items-center gap-1 border-b border-line p-1"
      >
        {button('b', state.bold, () => chain().toggleBold().run(), t('admin.editor.bold'))}
        {button('i', state.italic, () => chain().toggleItalic().run(), t('admin.editor.italic'))}
        {button('h', state.heading, () => chain().toggleHeading({ level: 2 }).run(), t('admin.editor.heading'))}
        {button('ul', state.bullet, () => chain().toggleBulletList().run(), t('admin.editor.bulletList'))}
        {button('ol', state.ordered, () => chain().toggleOrderedList().run(), t('admin.editor.orderedList'))}
        {button('q', state.quote, () => chain().toggleBlockquote().run(), t('admin.editor.quote'))}
        {button('a', state.link, link, t('admin.editor.link'))}
        <label className="inline-flex min-h-9 cursor-pointer items-center rounded px-2 text-sm font-semibold text-navy-900 hover:bg-navy-50 focus-within:ring-2 focus-within:ring-navy-700">
          {busy ? t('admin.editor.uploading') : t('admin.editor.image')}
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(e) => void insertImage(e.target.files?.[0])}
          />
        </label>
        {problem && (
          <span role="alert" className="text-sm text-danger">
            {problem}
          </span>
        )}
      </div>
      {/* In <body>, not inside the CMS editor's form: a browser keeps a nested form's submit event from
          rising past the outer form, where React listens for it. */}
      {createPortal(
        <LinkDialog
          open={linking}
          onClose={() => {
            setLinking(false);
            chain().run();
          }}
          onLink={(href) => {
            setLinking(false);
            // With nothing selected, the address itself becomes the linked text.
            if (editor.state.selection.empty)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />,
        document.body,
      )}
    </>
  );
}
