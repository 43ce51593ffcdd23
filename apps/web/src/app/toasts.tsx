import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useEffect } from 'react';
import { setToastListener, type PortalToastOptions } from '../shared/toast';

/** A toast's message, with its link under it when it has one (a plain link: the page it opens is read afresh). */
function show(message: string, { link, ...options }: PortalToastOptions) {
  if (!link) return toast(message, options);
  return toast(
    <p>
      {message}{' '}
      <a href={link.href} className="font-semibold underline underline-offset-4">
        {link.label}
      </a>
    </p>,
    options,
  );
}

/** The toast area; loaded with react-toastify on the first toast. */
export default function Toasts() {
  useEffect(() => setToastListener((message, options) => void show(message, options)), []);
  return <ToastContainer />;
}
