import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useEffect } from 'react';
import { setToastListener } from '../shared/toast';

/** The toast area; loaded with react-toastify on the first toast. */
export default function Toasts() {
  useEffect(() => setToastListener((message, options) => toast(message, options)), []);
  return <ToastContainer />;
}
