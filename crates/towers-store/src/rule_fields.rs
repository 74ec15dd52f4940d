//! How a record stores the rules' types: a variant by its name (`bashni`), rule options in
//! their text form (`optional-captures`, empty for the rule book's defaults), as
//! `towers_rules` spells them. Read strictly: only the exact spelling written here decodes
//! (older records are brought to it by the schema 7 to 8 migration, `store::text_fields`).

/// `#[serde(with = "variant")]`: a [`towers_rules::Variant`] as its name.
pub mod variant {
    use serde::{de::Error, Deserialize, Deserializer, Serializer};
    use towers_rules::Variant;

    pub fn serialize<S: Serializer>(v: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let name = String::deserialize(d)?;
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| D::Error::custom(format!("unknown variant {name:?}")))
    }
}

/// `#[serde(with = "options")]`: [`towers_rules::RuleOptions`] in their text form.
pub mod options {
    use serde::{de::Error, Deserialize, Deserializer, Serializer};
    use towers_rules::RuleOptions;

    pub fn serialize<S: Serializer>(o: &RuleOptions, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&o.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<RuleOptions, D::Error> {
        let text = String::deserialize(d)?;
        let options: RuleOptions = text.parse().map_err(D::Error::custom)?;
        if options.to_string() != text {
            return Err(D::Error::custom(format!(
                "rule options {text:?} not in their written form"
            )));
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};
    use towers_rules::{Color, RuleOptions, Variant};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Fields {
        #[serde(with = "super::variant")]
        variant: Variant,
        #[serde(with = "super::options")]
        options: RuleOptions,
    }

    #[test]
    fn written_spellings_round_trip_and_others_are_refused() {
        let lasca = Fields {
            variant: Variant::Lasca,
            options: RuleOptions {
                first: Some(Color::Black),
                ..RuleOptions::default()
            },
        };
        let json = serde_json::to_string(&lasca).unwrap();
        assert_eq!(json, r#"{"variant":"lasca","options":"black-first"}"#);
        assert_eq!(serde_json::from_str::<Fields>(&json).unwrap(), lasca);
        for v in Variant::ALL {
            let json = format!(r#"{{"variant":"{v}","options":""}}"#);
            let read = serde_json::from_str::<Fields>(&json).unwrap();
            assert_eq!((read.variant, read.options), (v, RuleOptions::default()));
        }
        for json in [
            r#"{"variant":"Bashni","options":""}"#,
            r#"{"variant":" bashni","options":""}"#,
            r#"{"variant":"chess","options":""}"#,
            r#"{"variant":"bashni","options":"Black_First"}"#,
            r#"{"variant":"bashni","options":"castling"}"#,
            r#"{"variant":"bashni","options":1}"#,
        ] {
            assert!(serde_json::from_str::<Fields>(json).is_err(), "{json}");
        }
    }
}
