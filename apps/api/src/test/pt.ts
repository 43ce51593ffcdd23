/** The body of a trainer of our own the office creates in the API and e2e tests: Monday to Friday 07:00–12:00, no introduction. */
export const ptTrainerBody = (name: { ko: string; en: string }) => ({
  nameKo: name.ko,
  nameEn: name.en,
  introKo: '',
  introEn: '',
  active: true,
  availability: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '07:00', end: '12:00' })),
});
