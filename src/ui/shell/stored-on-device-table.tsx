import type { StoredItem } from '../../domain/stored-item';
import { CONSENT_LEDGER_STORED_ITEMS, SHELL_STORED_ITEMS, UNSENT_CALLS_STORED_ITEMS } from '../../domain/shell-stored-items';
import type { Purpose } from '../../domain/purpose';
import { isOnRequestPort } from '../../domain/vendor-facts';
import type { Messages } from '../../i18n/messages/en';
import { storedItemRowText } from '../../i18n/stored-item-words';
import { useLanguage } from '../hooks/use-language';
import { useConsentLedger, usePrivacyServices } from '../hooks/use-ports';
import type { PrivacyService } from '../shell-context';
import { withParts } from './with-parts';

interface Row {
  readonly service: string;
  /** What its writer serves: the item follows it unless it names another purpose. */
  readonly writerPurpose: Purpose;
  readonly item: StoredItem;
  /** Its writer runs only at the visitor's request (a chat): the row says so in place of a purpose. */
  readonly onRequest?: boolean;
}

/** The table for this page: the services its config runs, and the ledger's keys where the server keeps one. */
export function StoredOnDevice() {
  const services = usePrivacyServices();
  const consentLedger = useConsentLedger();
  const { code, messages } = useLanguage();
  return <StoredOnDeviceTable services={services} consentLedger={consentLedger} messages={messages} language={code} />;
}

/**
 * The privacy page's "What we store on your device", generated from the declarations (issue 25):
 * the shell's own keys (the consent ledger's only where there is one, the unsent calls' only where a
 * service is on), then each service that is on, every cookie and storage key with its service,
 * purpose and lifetime. A service that stores nothing has no row; one that is off is not listed.
 */
export function StoredOnDeviceTable({
  services,
  consentLedger,
  messages,
  language,
}: {
  readonly services: readonly PrivacyService[];
  readonly consentLedger: boolean;
  /** The visitor's language's texts: the table's frame, the purposes' names, and each item's purpose and lifetime. */
  readonly messages: Messages;
  /** Its code: the lifetimes' plural forms follow its rules. */
  readonly language: string;
}) {
  const words = messages.privacy.storedTable;
  const shellItems = SHELL_STORED_ITEMS.filter(
    (item) =>
      (consentLedger || !CONSENT_LEDGER_STORED_ITEMS.includes(item)) && (services.length > 0 || !UNSENT_CALLS_STORED_ITEMS.includes(item)),
  );
  const rows: readonly Row[] = [
    ...shellItems.map((item) => ({ service: words.thisSite, writerPurpose: 'necessary' as const, item })),
    ...services.flatMap((service) =>
      service.storage.map((item) => ({
        service: service.name,
        writerPurpose: service.purpose,
        item,
        onRequest: isOnRequestPort(service.port),
      })),
    ),
  ];
  // The roles restate the table's own: under 40rem the rows are laid out as blocks (page-base.css, `stacked-table`),
  // and a table whose CSS display is changed loses its table semantics in Chromium and Safari unless they are said.
  return (
    <table data-testid="stored-on-device" className="stacked-table" role="table">
      <caption>{words.caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {words.name}
          </th>
          <th scope="col" role="columnheader">
            {words.service}
          </th>
          <th scope="col" role="columnheader">
            {words.purpose}
          </th>
          <th scope="col" role="columnheader">
            {words.lifetime}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map(({ service, writerPurpose, item, onRequest }) => {
          const text = storedItemRowText(item, writerPurpose, messages, language, onRequest);
          return (
            <tr key={`${service} ${item.kind} ${item.name}`} role="row">
              <th scope="row" role="rowheader">
                {withParts(words.nameWithKind, { name: <code dir="ltr">{item.name}</code>, kind: text.kind })}
              </th>
              <td role="cell" data-label={words.service}>
                {service}
              </td>
              <td role="cell" data-label={words.purpose}>
                {text.purpose}
              </td>
              <td role="cell" data-label={words.lifetime}>
                {text.lifetime}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
