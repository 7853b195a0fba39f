import { ResourceListView, type ResourceListProps } from './ResourceList';
import { useRowSelection } from './row-selection';

/**
 * The list island with row selection and bulk actions (ListScreen.selection): a page of its own entry, so that the
 * lists without selection do not load the check boxes (issue 11, the list-page budget).
 */
export default function SelectableResourceList(props: ResourceListProps) {
  return <ResourceListView {...props} useSelection={useRowSelection} />;
}
