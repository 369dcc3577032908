import { defineModule } from '@/lib/engine/module';
import { bankStatementLinesResource } from './lines';
import { bankRulesResource } from './rules';
import { bankStatementsResource } from './statements';

/** Banks' statements imported, matched to the books, categorised by bank rules, reconciled from. */
export const statementsModule = defineModule({
  name: 'statements',
  resources: [bankStatementsResource, bankStatementLinesResource, bankRulesResource],
  windows: {
    // A statement's window: the import (a new one) and the review of its lines' matches.
    'bank-statements': { width: 980, form: 'bank-statement' },
    'bank-rules': { width: 690 },
  },
  terms: {
    bank_statement: { en: ['Bank Statement', 'Bank Statements', 'a'], es: ['Extracto bancario', 'Extractos bancarios', 'un'] },
    bank_statement_line: { en: ['Statement Line', 'Statement Lines', 'a'], es: ['Línea de extracto', 'Líneas de extracto', 'una'] },
    bank_rule: { en: ['Bank Rule', 'Bank Rules', 'a'], es: ['Regla bancaria', 'Reglas bancarias', 'una'] },
  },
});
