import { OperatorAccountEntity } from './operator-account.entity';
import { OperatorActionEntity } from './operator-action.entity';
import { OperatorSessionEntity } from './operator-session.entity';

export const operatorEntities = [OperatorAccountEntity, OperatorSessionEntity, OperatorActionEntity];
