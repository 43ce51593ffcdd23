import GxRegistrations from '../../../shared/gx/gx-registrations';

/** The wellness history's GX tab: the person's GX registrations (the amenity history's fitness tab lists the same). */
export default function GxHistory() {
  return <GxRegistrations />;
}
