import { WELLNESS_CENTER as CENTER } from '@tea/shared/reservations/amenity.facts';
import { FactList } from './fact-list';
import { IntroSection } from './intro-section';
import { PriceTable, RowName } from './price-table';
import { RulesList } from './rules-list';
import { useIntroFormat } from './use-intro-format';
import { wellnessBooking } from './wellness-bookings';

/** GX: the two monthly yoga and group-exercise courses, registration window, minimum class size and refund fee. */
export function GxSection() {
  const { t, krw } = useIntroFormat();
  return (
    <IntroSection
      id="wellness-gx"
      title={t('wellnessCenter.gx.title')}
      lead={t('wellnessCenter.gx.lead')}
      book={[wellnessBooking(t, 'gx')]}
    >
      <PriceTable
        caption={t('wellnessCenter.gx.caption')}
        columns={[
          { label: t('wellnessCenter.gx.colCourse') },
          { label: t('wellnessCenter.gx.colSessions'), numeric: true },
          { label: t('wellnessCenter.gx.colPrice'), numeric: true },
        ]}
        rows={CENTER.gxCourses.map((course) => ({
          key: course.id,
          cells: [
            <RowName name={t(`wellnessCenter.gx.${course.id}`)} detail={t(`wellnessCenter.gx.${course.id}Times`)} />,
            t('common.sessions', { count: course.sessions }),
            krw(course.price),
          ],
        }))}
        note={t('wellnessCenter.gx.note')}
      />
      <FactList
        facts={[
          { label: t('wellnessCenter.gx.registrationLabel'), value: t('wellnessCenter.gx.registrationValue') },
          { label: t('wellnessCenter.gx.classLabel'), value: t('common.minutes', { count: CENTER.gxClassMinutes }) },
          {
            label: t('wellnessCenter.gx.minimumLabel'),
            value: t('wellnessCenter.gx.minimumValue', { count: CENTER.gxMinParticipants }),
            hint: t('wellnessCenter.gx.minimumHint'),
          },
          {
            label: t('wellnessCenter.gx.refundLabel'),
            value: t('wellnessCenter.gx.refundValue', { percent: CENTER.gxRefundFeePercent }),
            hint: t('wellnessCenter.gx.refundHint'),
          },
        ]}
      />
    </IntroSection>
  );
}

/** Paid personal training: the 10-session package, session length, validity and the change deadline. */
export function PtSection() {
  const { t, krw } = useIntroFormat();
  const pt = CENTER.pt;
  return (
    <IntroSection
      id="wellness-pt"
      title={t('wellnessCenter.pt.title')}
      lead={t('wellnessCenter.pt.lead')}
      book={[wellnessBooking(t, 'pt')]}
    >
      <FactList
        facts={[
          {
            label: t('wellnessCenter.pt.packageLabel'),
            value: t('wellnessCenter.pt.packageValue', {
              sessions: t('common.sessions', { count: pt.sessions }),
              price: krw(pt.price),
            }),
          },
          { label: t('wellnessCenter.pt.lengthLabel'), value: t('common.minutes', { count: pt.sessionMinutes }) },
          { label: t('wellnessCenter.pt.validLabel'), value: t('wellnessCenter.pt.validValue', { days: pt.validDays }) },
          {
            label: t('wellnessCenter.pt.changeLabel'),
            value: t('wellnessCenter.pt.changeValue', { hours: pt.changeHoursAhead }),
          },
        ]}
      />
      <RulesList items={[t('wellnessCenter.pt.firstSession'), t('wellnessCenter.pt.trainer')]} />
      <RulesList variant="warning" items={[t('wellnessCenter.pt.late', { hours: pt.changeHoursAhead })]} />
    </IntroSection>
  );
}
