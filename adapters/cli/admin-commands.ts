import type { Command } from "commander";
import { createMailboxReader } from "../db/platform/mailbox-reader.ts";
import { createUserAccountsRepository } from "../db/organisations/user-accounts-repository.ts";
import { seedDemoData } from "../db/seed/seed-demo-data.ts";
import { argon2Hasher } from "../security/argon2-hasher.ts";
import { createUser, normaliseUserEmail, PASSWORD_REQUIRED } from "#core/organisations/users/create-user.ts";
import { Conflict, NotFound, ValidationFailed } from "#core/shared/errors.ts";
import { UsageError, withDatabase } from "./database.ts";

const fail = (message: string): never => {
  throw new UsageError(message);
};

/** A use case's refusal as the CLI words it: a field's problem names its option (`--email: ...`). */
const usageError = (error: unknown): unknown => {
  if (error instanceof ValidationFailed) {
    const [first] = error.fields;
    if (!first) return new UsageError(error.message);
    const option = `--${first.field}`;
    return new UsageError(
      first.message === PASSWORD_REQUIRED ? `${option} ${first.message}` : `${option}: ${first.message}`,
    );
  }
  if (error instanceof NotFound || error instanceof Conflict) return new UsageError(error.message);
  return error;
};
const usage = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    throw usageError(error);
  }
};
const usageAsync = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw usageError(error);
  }
};

/** db migrate, db seed, users create, mail list. */
export const registerAdminCommands = (program: Command): void => {
  const db = program.command("db").description("Database schema and demo data");
  db.command("migrate")
    .description("Apply the committed migrations")
    .action(async () => {
      await withDatabase(async () => console.log("Migrations applied."));
    });
  db.command("seed")
    .description("Create the demo organisations, users and quick links (only on an empty database)")
    .action(async () => {
      const { seeded } = await withDatabase((orm) => seedDemoData(orm.em.fork(), argon2Hasher));
      console.log(
        seeded ? "Demo data created." : "The database already has organisations; nothing was seeded.",
      );
    });

  program
    .command("users")
    .description("User accounts")
    .command("create")
    .description("Create a user with a role in an organisation (or add the membership to an existing user)")
    .requiredOption("--email <email>", "e-mail address, used to sign in")
    .requiredOption("--organization <name>", "organisation name, exactly as shown in the portal")
    .requiredOption("--role <name>", "role name in that organisation, e.g. Administrator")
    .option("--first-name <name>", "first name", "New")
    .option("--last-name <name>", "last name", "User")
    .option("--password <password>", "password (a new user needs one)")
    .action(
      async (options: {
        email: string;
        organization: string;
        role: string;
        firstName: string;
        lastName: string;
        password?: string;
      }) => {
        // Checked before the database is opened, so a mistyped e-mail fails at once.
        const email = usage(() => normaliseUserEmail(options.email));
        await withDatabase(async (orm) => {
          const result = await usageAsync(() =>
            createUser(
              {
                users: createUserAccountsRepository(orm.em.fork()),
                hashPassword: (password) => argon2Hasher.hash(password),
              },
              { ...options, email, organisation: options.organization },
            ),
          );
          console.log(
            `${result.created ? "Created" : "Added"} ${result.email} as ${result.role} of ${result.organisation}.`,
          );
        });
      },
    );

  program
    .command("mail")
    .description("The e-mail outbox")
    .command("list")
    .description("Show the newest e-mails in the outbox (the development mailbox when no SMTP server is set)")
    .option("--to <email>", "only e-mails to this address")
    .option("--limit <n>", "how many", "20")
    .action(async (options: { to?: string; limit: string }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        fail("--limit must be a whole number from 1 to 1000.");
      await withDatabase(async (orm) => {
        const mails = await createMailboxReader(orm.em.fork()).list({
          ...(options.to ? { to: options.to.trim().toLowerCase() } : {}),
          limit,
        });
        if (mails.length === 0) console.log("The outbox is empty.");
        for (const mail of mails) {
          console.log(
            `--- ${mail.createdAt.toISOString()}  ${mail.status}  to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
          );
        }
      });
    });
};
