/** A node of the hierarchical lists (regions, zones) the pickers show. */
export interface TreeNode {
  ID: number;
  ParentID: number | null;
  Name: string;
}

export interface TreeOption {
  /** `ID-Name`: unique even where two zones share a name. */
  value: string;
  label: string;
}

export function toTreeOption(node: TreeNode): TreeOption {
  return { value: `${node.ID}-${node.Name}`, label: node.Name };
}
