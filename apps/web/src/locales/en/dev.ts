/** Sandbox-only tester pages; they exist to read OTPs and move the server clock. */
export const dev = {
  outbox: {
    title: 'Dev outbox',
    intro: 'Messages the sandbox would have sent by SMS, WhatsApp or e-mail, newest first.',
    filterLabel: 'To',
    filterHelp: 'Mobile number or e-mail address',
    refresh: 'Refresh',
    autoRefresh: 'Refreshes every {{seconds}} seconds.',
    empty: 'No messages yet.',
    sandboxOnly: 'The outbox exists only in sandbox mode.',
    columns: { time: 'Time', channel: 'Channel', to: 'To', text: 'Message' },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' },
  },
  clock: {
    title: 'Server clock',
    now: 'Server time',
    offset: 'Ahead of real time by',
    offsetValue: '{{days}} d {{hours}} h {{minutes}} min',
    advanceHour: 'Advance 1 hour',
    advanceDay: 'Advance 1 day',
    advanceMonth: 'Advance 30 days',
    advanced: 'Server clock moved forward',
    sandboxOnly: 'The movable clock exists only in sandbox mode.',
  },
  identity: {
    title: 'Sandbox Google account',
    intro: 'In sandbox mode this stands in for Google: choose the account to sign in with.',
    email: 'E-mail',
    name: 'Name',
    cancel: 'Cancel',
    continue: 'Continue',
  },
};
