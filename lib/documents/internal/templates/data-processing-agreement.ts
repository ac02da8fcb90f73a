import type { LibraryTemplate } from "../types";
import {
  companyAddress,
  companyName,
  dataCategories,
  dataTypes,
  effectiveDate,
  governingLaw,
  securityEmail,
  subprocessors,
  supervisoryAuthority,
  transferMechanism,
} from "../fields";

const template: LibraryTemplate = {
  id: "data-processing-agreement",
  name: "Data Processing Agreement",
  category: "dpa",
  kind: "data_processing_agreement",
  description:
    "Contract between a controller (the customer) and a processor (the company) that sets the processing instructions, confidentiality, security, sub-processor, assistance, breach notification, deletion and audit terms required by GDPR Article 28(3).",
  frameworks: ["gdpr"],
  keywords: [
    "dpa",
    "processor contract",
    "article 28",
    "controller processor agreement",
    "data processing addendum",
    "sub-processors",
    "subprocessor",
    "customer contract",
    "standard contractual clauses",
    "vendor agreement privacy",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    companyAddress,
    securityEmail,
    {
      name: "processingNature",
      label: "Nature and purpose of processing",
      type: "string",
      required: true,
      description: "What the processor does with the personal data and why.",
      example: "hosting, storing and analysing customer data in order to provide the analytics service described in the Agreement",
    },
    {
      name: "dataSubjects",
      label: "Categories of data subjects",
      type: "string[]",
      required: true,
      description: "Whose personal data is processed.",
      example: ["Customer's employees and contractors who use the service", "Customer's end users and website visitors", "Customer's business contacts"],
    },
    dataCategories,
    dataTypes,
    subprocessors,
    transferMechanism,
    supervisoryAuthority,
    governingLaw,
    effectiveDate,
  ],
  intro: `**Effective date:** {{effectiveDate}}

This Data Processing Agreement ("DPA") forms part of the agreement for the provision of services (the "Agreement") between {{companyName}}, of {{companyAddress}} (the "Processor"), and the customer that has entered into the Agreement (the "Controller"). It applies wherever the Processor processes personal data on behalf of the Controller in providing the services, and it prevails over the Agreement where they conflict on the protection of personal data. Terms such as "personal data", "processing", "controller", "processor", "data subject", "personal data breach" and "supervisory authority" have the meanings given in Regulation (EU) 2016/679 (the "GDPR").`,
  sections: [
    {
      id: "processing-details",
      title: "Subject Matter and Details of Processing",
      required: true,
      requirements: ["GDPR Art. 28(3)"],
      body: `The subject matter of the processing is the provision of the services under the Agreement. The nature and purpose of the processing is {{processingNature}}. The processing lasts for the term of the Agreement and until the personal data is returned or deleted under section "Return and Deletion of Personal Data".

Categories of data subjects:

{{list dataSubjects}}

Categories of personal data:

{{list dataCategories}}
{{#if dataTypes includes "health_data"}}
The personal data includes health data, a special category under Article 9 GDPR. The Processor applies the additional restrictions in section "Security of Processing" to it, and the Controller confirms that it has a lawful condition under Article 9(2) for the processing.
{{/if}}`,
    },
    {
      id: "controller-instructions",
      title: "Processing Only on Documented Instructions",
      required: true,
      requirements: ["GDPR Art. 28(3)(a)", "GDPR Art. 29", "GDPR Art. 28(3)(h)"],
      body: `The Processor processes personal data only on documented instructions from the Controller, including with regard to transfers of personal data to a third country or an international organisation, unless required to do so by Union or Member State law to which the Processor is subject; in such a case the Processor informs the Controller of that legal requirement before processing, unless that law prohibits such information on important grounds of public interest. The Agreement, this DPA and the Controller's use and configuration of the services are the Controller's complete instructions at the effective date. The Processor immediately informs the Controller if, in its opinion, an instruction infringes the GDPR or other Union or Member State data protection provisions.`,
    },
    {
      id: "confidentiality",
      title: "Confidentiality of Personnel",
      required: true,
      requirements: ["GDPR Art. 28(3)(b)"],
      body: `The Processor ensures that persons authorised to process the personal data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality, receive appropriate data protection training, and have access only to the personal data they need for their duties.`,
    },
    {
      id: "security-of-processing",
      title: "Security of Processing",
      required: true,
      requirements: ["GDPR Art. 28(3)(c)", "GDPR Art. 32"],
      body: `Taking into account the state of the art, the costs of implementation and the nature, scope, context and purposes of processing, as well as the risk for the rights and freedoms of natural persons, the Processor implements and maintains appropriate technical and organisational measures to ensure a level of security appropriate to the risk, including as appropriate:

- the pseudonymisation and encryption of personal data in transit and at rest;
- the ability to ensure the ongoing confidentiality, integrity, availability and resilience of processing systems and services;
- the ability to restore the availability and access to personal data in a timely manner in the event of a physical or technical incident;
- a process for regularly testing, assessing and evaluating the effectiveness of the measures, including independent audits and penetration tests;
- role-based access control with multi-factor authentication, logging of access to personal data, and secure development and change management.

The Processor may update the measures provided that the overall level of protection is not reduced.`,
    },
    {
      id: "sub-processors",
      title: "Sub-processors",
      required: true,
      requirements: ["GDPR Art. 28(2)", "GDPR Art. 28(3)(d)", "GDPR Art. 28(4)"],
      body: `The Controller gives general written authorisation for the Processor to engage other processors ("sub-processors"). The sub-processors engaged at the effective date are:

{{list subprocessors}}

The Processor informs the Controller of any intended addition or replacement of sub-processors at least 30 days in advance, giving the Controller the opportunity to object on reasonable data protection grounds. If the parties cannot resolve an objection, the Controller may terminate the affected services. The Processor imposes on each sub-processor, by written contract, the same data protection obligations as in this DPA, in particular sufficient guarantees to implement appropriate technical and organisational measures, and remains fully liable to the Controller for the performance of each sub-processor's obligations.`,
    },
    {
      id: "data-subject-assistance",
      title: "Assistance with Data Subject Requests",
      required: true,
      requirements: ["GDPR Art. 28(3)(e)", "GDPR Arts. 12-22"],
      body: `Taking into account the nature of the processing, the Processor assists the Controller by appropriate technical and organisational measures, insofar as possible, in fulfilling the Controller's obligation to respond to requests for exercising the data subject's rights laid down in Chapter III of the GDPR. If the Processor receives a request directly from a data subject, it forwards the request to the Controller without undue delay and does not respond itself except on the Controller's instructions.`,
    },
    {
      id: "controller-assistance",
      title: "Assistance with the Controller's Obligations under Articles 32 to 36",
      required: true,
      requirements: ["GDPR Art. 28(3)(f)", "GDPR Art. 32", "GDPR Art. 35", "GDPR Art. 36"],
      body: `The Processor assists the Controller in ensuring compliance with the obligations under Articles 32 to 36 GDPR, taking into account the nature of processing and the information available to the Processor, including by providing information needed for data protection impact assessments and prior consultation with {{supervisoryAuthority}} or another competent supervisory authority.`,
    },
    {
      id: "breach-notification",
      title: "Personal Data Breach Notification",
      required: true,
      requirements: ["GDPR Art. 33(2)", "GDPR Art. 28(3)(f)"],
      body: `The Processor notifies the Controller without undue delay, and in any event within 48 hours, after becoming aware of a personal data breach affecting the Controller's personal data. The notification is sent to the Controller's designated contact and includes, as far as then known: the nature of the breach, including the categories and approximate number of data subjects and records concerned; the name and contact details of the Processor's contact point ({{securityEmail}}); the likely consequences of the breach; and the measures taken or proposed to address it and mitigate its possible adverse effects. Where information is not available at once, it is provided in phases without undue further delay. The Processor does not notify supervisory authorities or data subjects on the Controller's behalf unless instructed to.`,
    },
    {
      id: "deletion-return",
      title: "Return and Deletion of Personal Data",
      required: true,
      requirements: ["GDPR Art. 28(3)(g)"],
      body: `At the choice of the Controller, the Processor deletes or returns all the personal data to the Controller after the end of the provision of services relating to processing, and deletes existing copies within 30 days, unless Union or Member State law requires storage of the personal data. Data held in backups is deleted in the ordinary backup rotation, no later than 90 days after the end of the services, and remains protected by this DPA until then. On request the Processor confirms deletion in writing.`,
    },
    {
      id: "audit-rights",
      title: "Information and Audits",
      required: true,
      requirements: ["GDPR Art. 28(3)(h)"],
      body: `The Processor makes available to the Controller all information necessary to demonstrate compliance with the obligations laid down in Article 28 GDPR, and allows for and contributes to audits, including inspections, conducted by the Controller or another auditor mandated by the Controller. The Processor may meet this obligation first by providing its current independent audit reports and certifications (such as a SOC 2 Type II report or ISO/IEC 27001 certificate). On-site audits take place on at least 30 days' notice, during business hours, no more than once a year unless required by a supervisory authority or following a personal data breach, and subject to confidentiality obligations.`,
    },
    {
      id: "international-transfers",
      title: "International Transfers",
      required: true,
      requirements: ["GDPR Art. 28(3)(a)", "GDPR Art. 44", "GDPR Art. 46"],
      body: `The Processor transfers personal data to a third country or international organisation only on the Controller's documented instructions and in compliance with Chapter V of the GDPR. Where personal data is transferred to a country without an adequacy decision, the transfer is governed by {{transferMechanism}}, which the parties incorporate by reference, and by supplementary measures identified in a transfer risk assessment.`,
    },
    {
      id: "liability-governing-law",
      title: "Liability, Term and Governing Law",
      required: false,
      requirements: ["GDPR Art. 82"],
      body: `Each party's liability under this DPA is subject to the limitations of liability in the Agreement, except where such limitation is prohibited by law or concerns a party's liability to data subjects under Article 82 GDPR. This DPA remains in force for as long as the Processor processes personal data on behalf of the Controller. It is governed by the law of {{governingLaw}}, and the courts of {{governingLaw}} have jurisdiction over disputes arising from it.`,
    },
  ],
};

export default template;
