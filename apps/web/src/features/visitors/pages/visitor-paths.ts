/** The visitor's own pages (issue 13): the search, what its link opens, the change of their application. */
export const VISITOR_SEARCH = '/external-visitor-reservation-search';
export const VISITOR_RESULT = '/visitor-reservation-inquiry-result';
export const visitorEditPath = (visit: { registrationId: number }) =>
  `/external-visitor-reservation-application/${visit.registrationId}`;
