import { ExtensionRequestPage } from './extension-request-page';

/** /request-for-heating-and-cooling. */
export default function HeatingCoolingRequestPage() {
  return <ExtensionRequestPage group="hvac" />;
}
