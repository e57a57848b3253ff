/**
 * Sample texts for the profiler's tests: support replies (greetings, short sentences, contractions,
 * apologies), formal notices (long sentences, passives, no greetings) and casual product updates.
 */
export const SUPPORT_REPLIES: readonly string[] = [
  "Hi Anna,\n\nThanks for writing to us. I'm sorry your order arrived late. We've sent a new one today, and it should reach you by Friday.\n\nIf anything else comes up, just reply to this email.",
  "Hello Marc,\n\nThank you for your patience. The payment failed because the card expired. Please add a new card in Settings, and we'll retry the charge right away.\n\nWe're here if you need help.",
  "Hi Sara,\n\nGood news: your refund is on its way. You'll see it on your statement in three to five days.\n\nLet us know if you have any questions.",
  "Hello Lee,\n\nWe're sorry for the trouble with the app. Our team fixed the bug this morning, so you can log in again. Update the app to get the fix.\n\nThanks for your patience.",
  'Hi Omar,\n\nYour new plan starts on Monday. We moved your projects and your invoices over, so nothing changes for your team.\n\nReply here if you spot anything odd.',
];

export const FORMAL_NOTICES: readonly string[] = [
  'The annual report was prepared by the finance department and was approved by the board in March. Revenue increased by twelve percent, while operating costs remained stable throughout the period under review. The results were presented to shareholders at the general meeting.',
  'Applications must be submitted through the portal before the deadline. Incomplete applications will not be considered. Each application is reviewed by two independent assessors, and the final decision is communicated in writing within thirty days of the deadline.',
  'The committee has reviewed the proposal in accordance with the established procedures. It is therefore recommended that the project be approved, subject to the conditions set out in the annex. Further information may be obtained from the secretariat.',
];

export const CASUAL_UPDATES: readonly string[] = [
  "Hey folks! We're shipping dark mode today. It's been the top request for months, and we can't wait for you to try it.",
  "Hey there! Quick update: search got a lot faster. You'll notice it the next time you look for an old file.",
  "Hey team! We've fixed the sync bug that some of you hit last week. Thanks for the reports, they helped a ton.",
];
