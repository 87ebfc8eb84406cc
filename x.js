 console.log(s, z.object({a:z.string()}));
