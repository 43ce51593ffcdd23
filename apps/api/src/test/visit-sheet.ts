/** The header row of the group-visit sample file in each language, as people read it (the API and e2e tests). */
export const VISIT_SHEET_HEADERS: Record<'ko' | 'en', string[]> = {
  ko: [
    '방문자 이름',
    '방문자 회사',
    '이메일',
    '휴대폰',
    '방문일 (YYYY-MM-DD)',
    '방문 시간 (HH:mm)',
    '체류 시간 (분)',
    '방문 목적',
    '방문 대상자',
    '건물 (A/B)',
    'QR 언어 (ko/en)',
  ],
  en: [
    'Visitor name',
    'Visitor company',
    'Email',
    'Mobile',
    'Visit date (YYYY-MM-DD)',
    'Visit time (HH:mm)',
    'Stay (minutes)',
    'Purpose of visit',
    'Person visited',
    'Building (A/B)',
    'QR language (ko/en)',
  ],
};
