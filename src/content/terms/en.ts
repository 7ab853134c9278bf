import { COMPANY_LEGAL } from '../../config/company-legal.ts';
import { PRODUCT_NAME } from '../../config/product.ts';
import type { TermsDocument } from './types.ts';

// Not SITE: the footer's dialog loads the terms in the browser, and SITE would come along.
const supplier = COMPANY_LEGAL.legalName;
const product = PRODUCT_NAME;

/** The English terms; same clauses, paragraphs and items as it.ts (the Italian text prevails, 20.4). */
export const termsEn: TermsDocument = {
  title: `General terms and conditions of the ${product} service`,
  version: 'Version 1.0, 21 November 2026',
  preamble: [
    `These general terms and conditions (the “Terms”) govern the subscription to the ${product} platform between ${supplier}, with registered office at ${COMPANY_LEGAL.registeredOffice.en}, VAT no. ${COMPANY_LEGAL.vatNumber} (the “Supplier”), and the business that subscribes to it (the “Customer”).`,
    'The service is offered only to businesses, professionals and public bodies acting for purposes related to their trade, business or profession. It is not offered to consumers.',
  ],
  clauses: [
    {
      number: '1',
      title: 'Definitions',
      paragraphs: [
        {
          number: '1.1',
          text: 'In these Terms the following words have the meaning given below:',
          items: [
            '“Platform”: the web-based software for creating and publishing interactive multimedia stories, made of chapters and episodes, provided by the Supplier as a service over the internet;',
            '“Account”: the Customer’s private area on the Platform, through which its Users use the service and consult the administrative and contract documents;',
            '“User”: a natural person whom the Customer authorises to use the Platform under its Account;',
            '“Project” and “Story”: the works the Customer creates on the Platform; a Story is “published” when the Platform makes it reachable by the public;',
            '“Customer Content”: texts, images, videos, 3D models, data and any other material the Customer or its Users upload to the Platform;',
            '“Plan”: the subscription option chosen by the Customer, with its functions, limits and fee, as described in the Order or in the Supplier’s price list;',
            '“Subscription Period”: the period, monthly or annual according to the Plan, for which the fee is paid in advance;',
            '“Order”: the online sign-up or the written order form by which the Customer chooses a Plan and accepts these Terms;',
            '“Working Day”: a day from Monday to Friday, excluding public holidays in Italy;',
            '“Blocking Fault”: a fault that prevents all the Users of the Account from using the Platform or one of its essential functions (such as editing or publishing Stories), with no workaround;',
            '“Non-blocking Fault”: any other fault, including a fault for which a workaround exists.',
          ],
        },
      ],
    },
    {
      number: '2',
      title: 'Subject matter',
      paragraphs: [
        {
          number: '2.1',
          text: 'The Supplier grants the Customer, for the duration of the subscription, a non-exclusive and non-transferable right to use the Platform in the version available from time to time, within the limits of the chosen Plan, and provides the support described in clause 13.',
        },
        {
          number: '2.2',
          text: 'The Platform is provided as a service: no software is installed at the Customer’s premises and no copy of it is delivered. The Supplier may update and improve the Platform; it informs the Customer in advance of any change that materially reduces an essential function, and the Customer may then withdraw under clause 16.1.',
        },
      ],
    },
    {
      number: '3',
      title: 'Formation of the contract',
      paragraphs: [
        {
          number: '3.1',
          text: 'The contract is concluded when the Customer completes the Order accepting these Terms and the Supplier activates the Account. The Supplier confirms the activation by e-mail.',
        },
        {
          number: '3.2',
          text: 'The person completing the Order declares that they are authorised to bind the Customer and that the Customer acts for purposes related to its trade, business or profession.',
        },
        {
          number: '3.3',
          text: 'The Supplier may refuse an Order for objective reasons, such as incomplete or untrue identification data.',
        },
      ],
    },
    {
      number: '4',
      title: 'Account and Users',
      paragraphs: [
        {
          number: '4.1',
          text: 'The Customer provides true and complete data when it signs up and keeps them up to date in the Account.',
        },
        {
          number: '4.2',
          text: 'The Customer creates its Users within the number allowed by its Plan. Credentials are personal: they may not be shared, and each User keeps them confidential.',
        },
        {
          number: '4.3',
          text: 'The Customer is responsible for everything done under its Account and informs the Supplier without delay of any unauthorised use or suspected disclosure of its credentials.',
        },
      ],
    },
    {
      number: '5',
      title: 'Plans, duration and renewal',
      paragraphs: [
        {
          number: '5.1',
          text: 'The subscription lasts for the Subscription Period of the chosen Plan, starting from the activation of the Account.',
        },
        {
          number: '5.2',
          text: 'At its expiry the subscription renews automatically for a further period of the same length and on the same Plan, unless either party gives notice of non-renewal at least 30 days before the expiry date. The Customer may give notice from the Account settings or by e-mail.',
        },
        {
          number: '5.3',
          text: 'The Supplier reminds the Customer by e-mail of the upcoming renewal before the deadline for the notice of non-renewal.',
        },
      ],
    },
    {
      number: '6',
      title: 'Plan changes',
      paragraphs: [
        {
          number: '6.1',
          text: 'The Customer may upgrade to a higher Plan at any time. The upgrade takes effect immediately and the Customer pays the pro-rata difference between the fee of the new Plan and that of the current Plan for the remainder of the current Subscription Period. From the next Subscription Period the fee of the new Plan applies.',
        },
        {
          number: '6.2',
          text: 'A move to a lower Plan takes effect from the next Subscription Period, and nothing is refunded for the current one. Before the change the Customer brings its use within the limits of the lower Plan, such as the number of Users or of published Stories.',
        },
      ],
    },
    {
      number: '7',
      title: 'Fees, payment and taxes',
      paragraphs: [
        {
          number: '7.1',
          text: 'The fees are those of the Plan in force on the date of the Order or, after a change under clause 17, on the date of the renewal.',
        },
        {
          number: '7.2',
          text: 'Fees are stated net of taxes: VAT and any other taxes or duties are not included and are charged in addition as the law requires. For Customers established in another Member State of the European Union, VAT is applied under the reverse-charge mechanism where the law provides for it.',
        },
        {
          number: '7.3',
          text: 'Fees are paid in advance for each Subscription Period, by the means of payment offered in the Order. The Supplier issues an electronic invoice.',
        },
        {
          number: '7.4',
          text: 'In case of late payment, interest accrues under Italian Legislative Decree no. 231 of 9 October 2002 without the need for a formal notice of default. Non-payment is also a violation under clause 9.',
        },
      ],
    },
    {
      number: '8',
      title: 'Acceptable use',
      paragraphs: [
        {
          number: '8.1',
          text: 'The Customer and its Users use the Platform in compliance with the law, these Terms and the rights of others. In particular, they must not:',
          items: [
            'publish content that is unlawful, defamatory, discriminatory or obscene, or that infringes intellectual property, image or privacy rights of others;',
            'use the Platform to send unsolicited communications or to spread malicious software;',
            'access, or try to access, parts of the Platform or accounts and data of other customers without authorisation, or circumvent its security measures;',
            'overload the Platform on purpose, or run load or penetration tests without the Supplier’s written consent;',
            'copy, decompile or reverse-engineer the Platform, except where the law allows it;',
            'resell or sublicense the Platform, or make it available to third parties as a service of their own, unless the Plan expressly allows it.',
          ],
        },
        {
          number: '8.2',
          text: 'The Customer alone is responsible for the Customer Content and for holding every right and consent needed to upload and publish it.',
        },
      ],
    },
    {
      number: '9',
      title: 'Violations, suspension and deletion of the Account',
      paragraphs: [
        {
          number: '9.1',
          text: 'If the Customer breaches clause 7 (payment) or clause 8 (acceptable use), the Supplier sends a notice of the violation by e-mail to the Account’s administrative address, describing the violation and asking the Customer to remove its cause.',
        },
        {
          number: '9.2',
          text: 'If the cause has not been removed within 7 days of the notice, the Supplier suspends the Account. While the Account is suspended its Users may only view the administrative and contract documents (such as invoices, the Order and these Terms), and all the Customer’s Projects and Stories are set to unpublished, so that the public can no longer reach them. No Customer Content is deleted during the suspension.',
        },
        {
          number: '9.3',
          text: 'From the suspension the Customer has 23 further days, 30 days in total from the notice, to remove the cause of the violation. Once the cause has been removed, the Supplier reactivates the Account within one Working Day and the Customer may publish its Stories again.',
        },
        {
          number: '9.4',
          text: 'If the cause has not been removed within 30 days of the notice, the contract is terminated under Article 1456 of the Italian Civil Code and the Supplier permanently deletes the Account and all the Customer Content, without refund of the fees paid. Deletion cannot be undone.',
        },
        {
          number: '9.5',
          text: 'Where a single piece of content exposes the Supplier, other customers or third parties to serious and imminent harm (for example manifestly unlawful content or malicious software), the Supplier may make that content unreachable at once, informing the Customer; the Account itself is suspended only as provided in clause 9.2.',
        },
      ],
    },
    {
      number: '10',
      title: 'Intellectual property',
      paragraphs: [
        {
          number: '10.1',
          text: 'The Platform, its software and templates and the Supplier’s trade marks are and remain the property of the Supplier or its licensors. Apart from the right of use in clause 2, no right is transferred to the Customer.',
        },
        {
          number: '10.2',
          text: 'The Customer Content is and remains the property of the Customer or its licensors. The Customer grants the Supplier, for the duration of the contract, the non-exclusive right to host, copy, process and display it only as far as needed to provide the service.',
        },
        {
          number: '10.3',
          text: 'With the Customer’s prior written consent, which may be withdrawn at any time, the Supplier may name the Customer and its published Stories among its references.',
        },
      ],
    },
    {
      number: '11',
      title: 'Personal data',
      paragraphs: [
        {
          number: '11.1',
          text: 'Each party processes personal data in compliance with Regulation (EU) 2016/679 (GDPR) and Italian Legislative Decree no. 196 of 30 June 2003.',
        },
        {
          number: '11.2',
          text: 'For the data of the Customer’s contact persons and Users needed to manage the contract (sign-up, invoicing, support), the Supplier acts as an independent controller, as its privacy policy explains.',
        },
        {
          number: '11.3',
          text: 'For the personal data contained in the Customer Content and for the data of the audience of published Stories, the Customer is the controller and the Supplier its processor under Article 28 GDPR. The data processing agreement annexed to these Terms, which the Customer accepts with the Order, sets out the subject matter, duration, nature and purpose of the processing, the types of data and categories of data subjects, the security measures and the authorised sub-processors.',
        },
        {
          number: '11.4',
          text: 'The Supplier processes the data within the European Economic Area. Any transfer outside it takes place only with the safeguards of Chapter V GDPR.',
        },
        {
          number: '11.5',
          text: 'At the end of the contract, except in the case of clause 9.4, the Customer may export its Customer Content until the end date; the Supplier then deletes it, backups included, as the data processing agreement provides, unless the law requires it to be kept.',
        },
      ],
    },
    {
      number: '12',
      title: 'Confidentiality',
      paragraphs: [
        {
          number: '12.1',
          text: 'Each party keeps confidential the information of the other party it receives in connection with the contract that is marked as confidential or is confidential by its nature (such as unpublished Projects and Stories, prices, technical and commercial information). It uses that information only to perform the contract and discloses it only to staff and advisers who need it and are bound by equivalent obligations.',
        },
        {
          number: '12.2',
          text: 'The obligation does not cover information that is or becomes public through no fault of the receiving party, that the receiving party already lawfully knew, or that it must disclose by law or by order of an authority.',
        },
        {
          number: '12.3',
          text: 'The obligation lasts for the whole contract and for 5 years after its termination, for whatever reason.',
        },
      ],
    },
    {
      number: '13',
      title: 'Support and service levels',
      paragraphs: [
        {
          number: '13.1',
          text: `Support is provided in Italian and in English through the Platform’s help channel and by e-mail at ${COMPANY_LEGAL.supportEmail}.`,
        },
        {
          number: '13.2',
          text: 'Support hours are Monday to Friday, from 09:00 to 13:00 and from 14:00 to 18:00, Italian time. Support is not available on Saturdays, on Sundays or on public holidays in Italy. A report received outside support hours counts as received when support hours next begin.',
        },
        {
          number: '13.3',
          text: 'The Supplier acknowledges every report, confirming that it has been received and how the fault has been classified: a Blocking Fault within 24 hours of the report, a Non-blocking Fault within 48 hours of the report.',
        },
        {
          number: '13.4',
          text: 'After the acknowledgement the Supplier works to remove the fault with professional diligence and keeps the Customer informed of progress. Resolution times depend on the nature of the fault.',
        },
        {
          number: '13.5',
          text: 'Support does not include training beyond what the Plan provides, custom development or content creation, which may be agreed separately.',
        },
      ],
    },
    {
      number: '14',
      title: 'Availability and maintenance',
      paragraphs: [
        {
          number: '14.1',
          text: 'The Supplier takes reasonable care to keep the Platform available at all times, except for scheduled maintenance, which it announces in advance and performs outside support hours where possible, and for events beyond its reasonable control.',
        },
        {
          number: '14.2',
          text: 'The Supplier makes regular backups to ensure continuity of the service; they do not replace the copies of the Customer Content that the Customer keeps itself. The Customer is responsible for its own internet connection and devices.',
        },
      ],
    },
    {
      number: '15',
      title: 'Warranties and limitation of liability',
      paragraphs: [
        {
          number: '15.1',
          text: 'The Supplier provides the Platform with professional diligence and as described. It does not warrant that the Platform is free of every error or that it suits purposes the Customer has not stated in the Order.',
        },
        {
          number: '15.2',
          text: 'Except in cases of wilful misconduct or gross negligence, the Supplier’s total liability towards the Customer under or in connection with the contract is capped at the fee paid by the Customer for the last Subscription Period, meaning the one in progress when the event that caused the damage occurred. The Supplier is not liable for indirect damage, loss of profit or loss of data the Customer could have avoided by keeping its own copies.',
        },
        {
          number: '15.3',
          text: 'Nothing in these Terms limits a liability that the law does not allow to be limited (Article 1229 of the Italian Civil Code).',
        },
        {
          number: '15.4',
          text: 'The Customer holds the Supplier harmless from claims of third parties arising from the Customer Content or from a breach of clause 8.',
        },
      ],
    },
    {
      number: '16',
      title: 'Withdrawal and termination',
      paragraphs: [
        {
          number: '16.1',
          text: 'The Customer may withdraw from the contract at any time, from the Account settings or by written notice. The withdrawal takes effect immediately and the fees already paid for the current Subscription Period are not refunded.',
        },
        {
          number: '16.2',
          text: 'The Supplier may withdraw from the contract by giving at least 90 days’ written notice; it then refunds the part of the fee paid for the time after the withdrawal takes effect.',
        },
        {
          number: '16.3',
          text: 'Apart from the case in clause 9.4, either party may terminate the contract if the other party commits a serious breach and does not remedy it within 15 days of a written demand to do so (Article 1454 of the Italian Civil Code).',
        },
        {
          number: '16.4',
          text: 'The Customer does not act as a consumer: the right of withdrawal of the Italian Consumer Code does not apply to the contract.',
        },
        {
          number: '16.5',
          text: 'When the contract ends, for whatever reason, access to the Platform ends and published Stories can no longer be reached. Clauses 10, 12, 15 and 19 remain in force.',
        },
      ],
    },
    {
      number: '17',
      title: 'Changes to the Terms and fees',
      paragraphs: [
        {
          number: '17.1',
          text: 'The Supplier may change these Terms and its fees for objective reasons, such as changes in the law, in the service or in its costs. It informs the Customer by e-mail and in the Account before the deadline for the notice of non-renewal; the changes apply from the next renewal, so that the Customer can decide not to renew.',
        },
        {
          number: '17.2',
          text: 'Changes required by law or by an authority apply from the date the law or the authority sets.',
        },
      ],
    },
    {
      number: '18',
      title: 'Communications',
      paragraphs: [
        {
          number: '18.1',
          text: `Communications about the contract are sent by e-mail: to the Customer at the Account’s administrative address, to the Supplier at ${COMPANY_LEGAL.legalEmail}. The notices of clauses 5, 9 and 16 may also be sent by certified e-mail (PEC).`,
        },
      ],
    },
    {
      number: '19',
      title: 'Governing law and jurisdiction',
      paragraphs: [
        {
          number: '19.1',
          text: 'The contract and these Terms are governed by Italian law. The United Nations Convention on Contracts for the International Sale of Goods does not apply.',
        },
        {
          number: '19.2',
          text: 'Any dispute about the validity, interpretation, performance or termination of the contract falls under the exclusive jurisdiction of the courts of Milan, Italy.',
        },
      ],
    },
    {
      number: '20',
      title: 'Final provisions',
      paragraphs: [
        {
          number: '20.1',
          text: 'These Terms, the Order and the data processing agreement are the whole agreement between the parties on their subject and replace any earlier agreement.',
        },
        {
          number: '20.2',
          text: 'If a clause is invalid or ineffective, the other clauses remain in force.',
        },
        {
          number: '20.3',
          text: 'The Customer may not assign the contract without the Supplier’s written consent. The Supplier may assign it to a company of its group or to the buyer of its business, informing the Customer.',
        },
        {
          number: '20.4',
          text: 'These Terms are drawn up in Italian and in English. If the two texts differ, the Italian text prevails.',
        },
      ],
    },
    {
      number: '21',
      title: 'Specific approval',
      paragraphs: [
        {
          number: '21.1',
          text: 'Under Articles 1341 and 1342 of the Italian Civil Code, the Customer specifically approves, with a separate acceptance in the Order, the following clauses: 5.2 (automatic renewal and notice of non-renewal); 6.2 (no refund on a move to a lower Plan); 9 (suspension, termination and deletion without refund); 15.2 (limitation of liability); 16.1 and 16.2 (withdrawal); 17 (changes to the Terms and fees); 19.2 (exclusive jurisdiction of the courts of Milan).',
        },
      ],
    },
  ],
};
