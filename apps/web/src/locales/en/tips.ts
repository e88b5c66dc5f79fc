/** The credit tips screen (spec 000 §2.2 item 7, spec 002 §2): {{product}} is the product's name. */
export const tips = {
  title: 'Tips to Improve Your {{product}} Credit Score',
  intro: 'Small habits that raise your credit score and make lenders more likely to approve your loan.',
  items: {
    fillDetails: {
      title: 'Fill in your optional details',
      body: 'A complete profile helps lenders understand you better and can lead to better offers.',
    },
    keepApp: {
      title: 'Keep the app installed',
      body: 'We keep checking your eligibility and let you know as soon as a better offer is ready.',
    },
    useDebitCard: {
      title: 'Minimise cash withdrawal and use your debit card',
      body: 'Card and digital payments build a record of your spending that lenders can see.',
    },
    payOnTime: {
      title: 'Pay your bills on time',
      body: 'Paying EMIs, credit card and utility bills by their due dates matters most for your score.',
    },
    bankTransfer: {
      title: 'Use bank-to-bank transfer',
      body: 'Receive your salary and make payments by bank transfer so your income shows in your statements.',
    },
  },
};
