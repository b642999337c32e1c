/**
 * The problem page inside a group (spec 3 "Group problems", /group/:groupID/problem/:problemID): the group it is
 * reached through. The bank's detail call answers the group's members for its open problems; submissions and test
 * runs carry the gid, and the page leads back to the group's problem list.
 */
export interface GroupScope {
  gid: number;
}
