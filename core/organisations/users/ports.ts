/** An organisation or one of its roles, as `createUser` names it in its answers. */
export interface NamedRecord {
  readonly id: string;
  readonly name: string;
}

/** A new person's account; the repository gives it its id, verified (an operator vouches for it). */
export interface NewUserAccount {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** What `createUser` reads and writes. */
export interface UserAccountsStore {
  findOrganisationByName(name: string): Promise<NamedRecord | undefined>;
  findRole(organisationId: string, roleName: string): Promise<NamedRecord | undefined>;
  /** Every role name of the organisation, for the answer that names a role it does not have. */
  roleNames(organisationId: string): Promise<readonly string[]>;
  findUserIdByEmail(email: string): Promise<string | undefined>;
  isMember(userId: string, organisationId: string): Promise<boolean>;
  /** Adds the active membership (all sites) and, for `user` as a new account, the user too, in one commit. */
  addMember(input: {
    readonly user: { readonly id: string } | NewUserAccount;
    readonly organisationId: string;
    readonly roleId: string;
  }): Promise<void>;
}
