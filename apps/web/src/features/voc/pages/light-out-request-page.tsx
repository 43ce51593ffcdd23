import { ExtensionRequestPage } from './extension-request-page';

/** /request-for-light-out. */
export default function LightOutRequestPage() {
  return <ExtensionRequestPage group="lights" />;
}
