import { defineModule } from '@/lib/engine/module';
import { emailBlastsResource } from './blasts';
import { emailsResource, schedularsResource, sentEmailsResource } from './emails';
import { mailSettingsResource } from './mail-settings';
import { messagesResource, messageTemplatesResource } from './messages';
import { emailSignaturesResource, emailTemplatesResource } from './templates';

/** E-mail and messages: templates, composed e-mails, blasts, what was sent. */
export const messagingModule = defineModule({
  name: 'messaging',
  resources: [emailTemplatesResource, emailSignaturesResource, emailsResource, sentEmailsResource, schedularsResource, emailBlastsResource, messageTemplatesResource, messagesResource],
  settings: [mailSettingsResource],
  permissions: ['email', 'message'],
});
