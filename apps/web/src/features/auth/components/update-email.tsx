import { Link } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import { classNames } from '../../../components/ui/class-names';
import layout from '../../../components/ui/layout.module.css';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useUpdateEmail } from '../hooks/use-update-email';
import { UpdateEmailGoogleStep } from './update-email-google-step';
import { UpdateEmailOtpStep } from './update-email-otp-step';
import { UpdateEmailRequestForm } from './update-email-request-form';

/** Update e-mail (spec 000 §2.2 item 4): one step at a time, then the server's answer. */
export function UpdateEmail() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const landing = useBrand().path('/');
  const flow = useUpdateEmail();
  const { step } = flow;

  switch (step.name) {
    case 'identity':
      return <UpdateEmailRequestForm flow={flow} />;
    case 'otp':
      return <UpdateEmailOtpStep key={step.challenge.requestId} flow={flow} challenge={step.challenge} />;
    case 'google':
      return <UpdateEmailGoogleStep flow={flow} />;
    case 'done':
      return (
        <div className={layout.stack}>
          <div role="status">
            <p>{catalogueText(step.message)}</p>
            <p className={layout.secondaryText}>{t('auth.updateEmail.connected', { email: step.email })}</p>
          </div>
          <Link
            to={landing}
            className={classNames(buttonStyles.button, buttonStyles.contained, buttonStyles.large)}
          >
            {t('auth.updateEmail.goToLogin')}
          </Link>
        </div>
      );
  }
}
