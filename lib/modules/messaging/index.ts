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
  hubs: [
    // Email Manager (gem 201): composed e-mails, blasts, what the queue sent, templates and signatures, and the job queue
    // (administrators); its settings are the company's own mail server.
    { tabs: ['emails', 'schedulars', 'email-blasts', 'sent-emails', 'email-templates', 'email-signatures', 'messages', 'message-templates', 'queue-jobs'], settings: 'mail-settings' },
  ],
  windows: {
    // A blast shows whom it reaches and the e-mail the first of them gets before it is sent.
    'email-blasts': { form: 'email-blast' },
    // The mail server's password shows only as set or not; a button sends a test e-mail.
    'mail-settings': { form: 'mail-settings' },
  },
  terms: {
    email: { en: ['Email', 'Emails', 'an'], es: ['Correo', 'Correos', 'un'] },
    email_template: { en: ['Email Template', 'Email Templates', 'an'], es: ['Plantilla de correo', 'Plantillas de correo', 'una'] },
    email_signature: { en: ['Email Signature', 'Email Signatures', 'an'], es: ['Firma de correo', 'Firmas de correo', 'una'] },
    sent_email: { en: ['Sent Email', 'Sent Emails', 'a'], es: ['Correo enviado', 'Correos enviados', 'un'] },
    email_blast: { en: ['E-Mail Blast', 'E-Mail Blasts', 'an'], es: ['Envío masivo', 'Envíos masivos', 'un'] },
    message: { en: ['Message', 'Messages', 'a'], es: ['Mensaje', 'Mensajes', 'un'] },
    schedule: { en: ['Schedule', 'Schedules', 'a'], es: ['Programación', 'Programaciones', 'una'] },
    message_template: { en: ['Message Template', 'Message Templates', 'a'], es: ['Plantilla de mensaje', 'Plantillas de mensaje', 'una'] },
    mail_settings: { en: ['Mail Settings', 'Mail Settings', 'the'], es: ['Configuración de correo', 'Configuración de correo', 'la'] },
  },
});
